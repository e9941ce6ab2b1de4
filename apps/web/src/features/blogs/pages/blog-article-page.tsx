import { useTranslation } from '#web/lib/i18n/index.ts';
import { Link, useParams } from 'react-router';
import { NotFoundView } from '#web/components/status/status-view.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ArrowLeftIcon } from '#web/components/ui/area-icons.tsx';
import { paths } from '#web/lib/paths.ts';
import { BlogSidebar } from '../components/blog-sidebar.tsx';
import { PostCover } from '../components/post-cover.tsx';
import { firstLetter } from '../components/first-letter.ts';

/** The article page: follow button, counts and tags (static sample). */
export function BlogArticlePage() {
  const { t } = useTranslation('blogs');
  const index = Number(useParams().id) - 1;
  const post = t('posts', { returnObjects: true })[index];
  if (!post) return <NotFoundView />;
  const counts = t('articleCounts', { returnObjects: true });
  const stats = [
    { label: t('followers'), value: counts.followers },
    { label: t('likes'), value: counts.likes },
    { label: t('comments'), value: counts.comments },
  ];

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
      <Link
        to={paths.blogs}
        className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeftIcon className="flip-rtl size-4" />
        {t('back')}
      </Link>
      <div className="mt-6 grid gap-10 lg:grid-cols-[1fr_320px]">
        <article className="overflow-hidden rounded-3xl border border-line bg-white">
          <PostCover index={index} className="aspect-[21/9] w-full" />
          <div className="p-6 sm:p-10">
            <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800">
              {post.tag}
            </span>
            <h1 className="mt-4 text-2xl font-semibold leading-tight tracking-tight sm:text-3xl">
              {post.title}
            </h1>
            <div className="mt-6 flex flex-wrap items-center gap-4 border-y border-line py-4">
              <span className="grid size-11 place-items-center rounded-full bg-brand-100 font-semibold text-brand-800">
                {firstLetter(post.author)}
              </span>
              <span className="flex-1">
                <span className="block text-sm font-semibold">{post.author}</span>
                <span className="block text-xs text-muted">
                  {post.date} · {t('minRead', { count: post.minutes })}
                </span>
              </span>
              <Button size="sm">{t('follow')}</Button>
            </div>
            <dl className="mt-6 grid grid-cols-3 gap-3 text-center">
              {stats.map((s) => (
                <div key={s.label} className="rounded-xl bg-surface p-3">
                  <dt className="text-xs text-muted">{s.label}</dt>
                  <dd className="text-lg font-semibold">{s.value}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-8 space-y-5 leading-relaxed text-ink/90">
              {t('articleBody', { returnObjects: true }).map((p) => (
                <p key={p.slice(0, 24)}>{p}</p>
              ))}
            </div>
            <div className="mt-8">
              <h2 className="text-sm font-semibold">{t('tags')}</h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {t('articleTags', { returnObjects: true }).map((tag) => (
                  <li key={tag} className="rounded-full border border-line px-3 py-1 text-xs text-muted">
                    #{tag}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </article>
        <BlogSidebar />
      </div>
    </div>
  );
}
