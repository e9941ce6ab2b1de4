export {
  type AppI18n,
  applyDocumentLanguage,
  detectLanguage,
  i18n,
  loadNamespaces,
  type Namespace,
  rememberLanguage,
  RTL_LANGUAGES,
} from './instance.ts';
export type { TFunction, TOptions } from './types.ts';
export { useTranslation } from './use-translation.ts';
