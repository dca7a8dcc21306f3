import { parentPort } from 'node:worker_threads';
import { renderDemoResume, type DemoResume } from './demo-resume.ts';

/** The worker of `workerRenderer` (demo-resume.ts): renders the resumes it is sent, in order. */
parentPort!.on('message', (message: { id: number; resume: DemoResume }) => {
  renderDemoResume(message.resume).then(
    (pdf) => parentPort!.postMessage({ id: message.id, pdf }),
    (error: unknown) => parentPort!.postMessage({ id: message.id, error: String(error) }),
  );
});
