import about from './about.json';
import auth from './auth.json';
import blogs from './blogs.json';
import common from './common.json';
import contact from './contact.json';
import dashboard from './dashboard.json';
import faq from './faq.json';
import home from './home.json';

export const en = { common, about, auth, blogs, contact, dashboard, faq, home } as const;
