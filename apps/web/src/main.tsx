import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app.tsx';
import { applyDocumentLanguage, i18n } from './lib/i18n/index.ts';
import { registerServiceWorker } from './lib/offline/register-service-worker.ts';

applyDocumentLanguage(i18n.language);

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
