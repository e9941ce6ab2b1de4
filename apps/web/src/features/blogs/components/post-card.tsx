import { useTranslation } from '#web/lib/i18n/index.ts';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { PostCover } from './post-cover.tsx';

export interface Post {
  title: string;
  tag: string;
  author: string;
  date: string;
  minutes: number;
  excerpt: string;
}

export function PostCard({ post, index }: { post: Post; index: number }) {
  const { t } = useTranslation('blogs');
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white transition hover:-translate-y-0.5 hover:shadow-lg">
      <PostCover index={index} className="aspect-[16/9] w-full" />
      <div className="flex flex-1 flex-col p-5">
        <span className="w-fit rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800">
          {post.tag}
        </span>
        <h3 className="mt-3 font-semibold leading-snug text-ink">
          <Link
            to={paths.blogArticle(index + 1)}
            className="after:absolute after:inset-0 group-hover:text-brand-700"
          >
            {post.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{post.excerpt}</p>
        <p className="mt-4 text-xs text-muted">
          {post.author} · {post.date} · {t('minRead', { count: post.minutes })}
        </p>
      </div>
    </article>
  );
}
