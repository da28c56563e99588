// The component tests' IndexedDB (fake-indexeddb), installed before any module is imported.
import 'fake-indexeddb/auto';
