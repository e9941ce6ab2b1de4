import './index.css';
import { startApp } from './app/start.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

void startApp(root);
