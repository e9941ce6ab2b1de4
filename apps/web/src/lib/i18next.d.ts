import 'i18next';
import type { EnResources } from '../locales/en/index.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: EnResources;
  }
}
