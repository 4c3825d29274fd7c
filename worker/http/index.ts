/** The Worker entry (wrangler.toml `main`): one app, and so one rate-sheet cache, per isolate. */
import { createApp } from './app.ts';

export default createApp();
