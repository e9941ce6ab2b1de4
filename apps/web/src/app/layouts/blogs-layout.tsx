import { Outlet } from 'react-router';

/** The blogs layout at /Blogs (inside the public layout). */
export function BlogsLayout() {
  return (
    <div className="bg-surface">
      <Outlet />
    </div>
  );
}
