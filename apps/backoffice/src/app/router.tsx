import { createBrowserRouter } from 'react-router-dom';

/** The spec's static routes this build has; the shell task adds the rest and the server-menu routes. */
export const router = createBrowserRouter([
  {
    path: '/download/center',
    lazy: async () => ({
      Component: (await import('../resources/download-center/download-center.resource.tsx'))
        .DownloadCenterPage,
    }),
  },
  { path: '*', lazy: async () => ({ Component: (await import('./welcome-page.tsx')).WelcomePage }) },
]);
