import { Outlet } from 'react-router';

/** SPEC §2 blogs layout at /Blogs (inside the public layout). */
export function BlogsLayout() {
  return (
    <div className="bg-surface">
      <Outlet />
    </div>
  );
}
