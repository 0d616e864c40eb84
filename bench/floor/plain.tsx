import { startUp } from '../../web/src/startUp.tsx';
import { floorRouter } from './floorRouter.tsx';

void startUp(
  () => floorRouter(({ children }) => <h1>{children}</h1>),
  () => (app) => app,
);
