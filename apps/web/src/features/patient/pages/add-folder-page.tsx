import { MedicalFoldersPage } from './medical-folders-page.tsx';

/** Medical_Folders/Add: the folders list with the Add Folder modal open. */
export function AddFolderPage() {
  return <MedicalFoldersPage adding />;
}
