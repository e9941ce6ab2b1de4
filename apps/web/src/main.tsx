import './index.css';
import { startApp } from './app/start.tsx';
import { registerServiceWorker } from './lib/offline/register-service-worker.ts';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

void startApp(root);
registerServiceWorker();
