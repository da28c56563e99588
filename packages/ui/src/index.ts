export * from './feedback/count-badge.tsx';
