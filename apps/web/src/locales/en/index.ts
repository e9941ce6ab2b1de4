import type about from './about.json';
import type accountData from './account-data.json';
import type admin from './admin.json';
import type auth from './auth.json';
import type blogs from './blogs.json';
import common from './common.json';
import type contact from './contact.json';
import type dashboard from './dashboard.json';
import type doctor from './doctor.json';
import type faq from './faq.json';
import type home from './home.json';
import type messaging from './messaging.json';
import type notifications from './notifications.json';
import type prescriptions from './prescriptions.json';
import type visits from './visits.json';
import type trust from './trust.json';

/** The shell's namespace ships in the first chunk; page namespaces load with their route. */
export const enEager = { common } as const;

export const enLoaders = {
  about: () => import('./about.json'),
  'account-data': () => import('./account-data.json'),
  admin: () => import('./admin.json'),
  auth: () => import('./auth.json'),
  blogs: () => import('./blogs.json'),
  contact: () => import('./contact.json'),
  dashboard: () => import('./dashboard.json'),
  doctor: () => import('./doctor.json'),
  faq: () => import('./faq.json'),
  home: () => import('./home.json'),
  messaging: () => import('./messaging.json'),
  notifications: () => import('./notifications.json'),
  prescriptions: () => import('./prescriptions.json'),
  visits: () => import('./visits.json'),
  trust: () => import('./trust.json'),
} as const;

export interface EnResources {
  common: typeof common;
  about: typeof about;
  'account-data': typeof accountData;
  admin: typeof admin;
  auth: typeof auth;
  blogs: typeof blogs;
  contact: typeof contact;
  dashboard: typeof dashboard;
  doctor: typeof doctor;
  faq: typeof faq;
  home: typeof home;
  messaging: typeof messaging;
  notifications: typeof notifications;
  prescriptions: typeof prescriptions;
  visits: typeof visits;
  trust: typeof trust;
}

export type Namespace = keyof EnResources;
export type LazyNamespace = keyof typeof enLoaders;
