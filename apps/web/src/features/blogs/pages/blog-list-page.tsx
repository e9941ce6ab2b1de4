import { useTranslation } from '#web/lib/i18n/index.ts';
import { Button } from '#web/components/ui/button.tsx';
import { BlogSidebar } from '../components/blog-sidebar.tsx';
import { PostCard } from '../components/post-card.tsx';

/** The blog list: static placeholder content, no server calls. */
export function BlogListPage() {
  const { t } = useTranslation('blogs');
  const posts = t('posts', { returnObjects: true });
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-muted">{t('subtitle')}</p>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_320px]">
        <section>
          <h2 className="text-xl font-semibold">{t('latest')}</h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {posts.map((post, i) => (
              <li key={post.title}>
                <PostCard post={post} index={i} />
              </li>
            ))}
          </ul>
          <div className="mt-10 flex justify-center">
            <Button variant="outline">{t('loadMore')}</Button>
          </div>
        </section>
        <BlogSidebar />
      </div>
    </div>
  );
}
