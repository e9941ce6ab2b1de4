// Every icon. The app shell imports shell-icons.tsx directly so page icons stay out of the first chunk.
export * from './area-icons.tsx';
export * from './page-icons.tsx';
export * from './shell-icons.tsx';
