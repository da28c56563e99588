export const common = {
  appName: 'WMS',
  systemName: 'Warehouse Management System',
  loading: 'Loading…',
  empty: 'No data',
  retry: 'Retry',
  language: 'Language',
  offline: 'You are offline. Showing the last data loaded.',
  pdaName: 'WMS PDA',
  apiDocs: 'API documentation',
  openPda: 'Open the PDA app',
};
