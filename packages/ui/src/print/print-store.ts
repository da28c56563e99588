import type { PrintDpi, ZplLabels } from '@wms/api';
import { useSyncExternalStore } from 'react';
import {
  DEFAULT_HELPER_PORT,
  detectHelper,
  type HelperAddress,
  type HelperJob,
  type HelperState,
  helperJob,
  JOB_POLL_MS,
  submitHelperJob,
} from './print-helper-client.ts';

/** The printer choices of one user on one workstation, kept in this browser's storage. */
export interface PrinterSettings {
  port: number;
  token: string;
  labelPrinter: string;
  documentPrinter: string;
  labelSize: '4x6' | '4x4' | '4x2';
  dpi: PrintDpi;
  companyPrefix: string;
}

export const DEFAULT_PRINTER_SETTINGS: PrinterSettings = {
  port: DEFAULT_HELPER_PORT,
  token: '',
  labelPrinter: '',
  documentPrinter: '',
  labelSize: '4x6',
  dpi: 203,
  companyPrefix: '0000000',
};

/** A label print: the ZPL for the helper, the PDF when the helper is not there. */
export interface LabelPrint {
  title: string;
  zpl: (options: { dpi: PrintDpi; companyPrefix: string }) => Promise<ZplLabels>;
  pdf: () => Promise<string>;
}

/**
 * An A4 document print (pick-list sheets): PDFs (base64, one per document so the job's progress counts
 * them) for the document printer through the helper, the PDF link when the helper is not there.
 */
export interface DocumentPrint {
  title: string;
  documents: () => Promise<string[]>;
  pdf: () => Promise<string>;
}

export type PrintRequest = LabelPrint | DocumentPrint;
const isDocuments = (print: PrintRequest): print is DocumentPrint => 'documents' in print;

export interface PrintSnapshot {
  helper: HelperState;
  settings: PrinterSettings;
  jobs: HelperJob[];
  /** The install-and-refresh prompt, holding the print that waits for it. */
  prompt: PrintRequest | null;
  settingsOpen: boolean;
  notice: 'noPrinter' | 'noDocumentPrinter' | null;
}

const listeners = new Set<() => void>();
let userKey = 'wms.printers';
let state: PrintSnapshot = {
  helper: 'checking',
  settings: DEFAULT_PRINTER_SETTINGS,
  jobs: [],
  prompt: null,
  settingsOpen: false,
  notice: null,
};

function set(patch: Partial<PrintSnapshot>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function readSettings(): PrinterSettings {
  try {
    const raw = globalThis.localStorage?.getItem(userKey);
    return raw
      ? { ...DEFAULT_PRINTER_SETTINGS, ...(JSON.parse(raw) as Partial<PrinterSettings>) }
      : DEFAULT_PRINTER_SETTINGS;
  } catch {
    return DEFAULT_PRINTER_SETTINGS;
  }
}

const address = (): HelperAddress => ({ port: state.settings.port, token: state.settings.token });

/** Status questions that may go unanswered in a row (a busy PC) before the job is shown as failed. */
const POLL_MISSES = 5;

function track(job: HelperJob, misses = 0) {
  set({ jobs: [job, ...state.jobs.filter((j) => j.id !== job.id)] });
  if (job.status !== 'queued') return;
  setTimeout(() => {
    helperJob(address(), job.id).then(
      (next) => track(next),
      (error: Error) =>
        misses + 1 < POLL_MISSES
          ? track(job, misses + 1)
          : track({ ...job, status: 'failed', error: error.message }),
    );
  }, JOB_POLL_MS);
}

/**
 * Printing for the back office: which helper is there, the settings of this user on this workstation,
 * the jobs sent and their statuses. A module store, so toolbar actions outside React can print.
 */
export const printStore = {
  snapshot: (): PrintSnapshot => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Settings are per user: the shell names the user after login. */
  setUser(userId: string) {
    userKey = `wms.printers.${userId}`;
    set({ settings: readSettings() });
  },
  saveSettings(settings: PrinterSettings) {
    globalThis.localStorage?.setItem(userKey, JSON.stringify(settings));
    set({ settings, notice: null, settingsOpen: false });
    void printStore.detect();
  },
  async detect(): Promise<HelperState> {
    set({ helper: 'checking' });
    const helper = await detectHelper(address());
    set({ helper });
    return helper;
  },
  openSettings: (open = true) => set({ settingsOpen: open }),
  closePrompt: () => set({ prompt: null }),
  clearFinished: () => set({ jobs: state.jobs.filter((j) => j.status === 'queued') }),

  /** Sends labels to the label printer through the helper; without it, shows the install prompt. */
  async printLabels(print: LabelPrint): Promise<void> {
    const helper = await printStore.detect();
    if (helper !== 'ready') {
      set({ prompt: print });
      return;
    }
    const { labelPrinter, dpi, companyPrefix } = state.settings;
    if (!labelPrinter) {
      set({ notice: 'noPrinter', settingsOpen: true });
      return;
    }
    const { labels } = await print.zpl({ dpi, companyPrefix });
    track(
      await submitHelperJob(address(), {
        printer: labelPrinter,
        format: 'zpl',
        title: print.title,
        parts: labels,
      }),
    );
  },

  /** Sends PDFs to the A4 document printer through the helper as one job; without it, the install prompt. */
  async printDocuments(print: DocumentPrint): Promise<void> {
    const helper = await printStore.detect();
    if (helper !== 'ready') {
      set({ prompt: print });
      return;
    }
    const { documentPrinter } = state.settings;
    if (!documentPrinter) {
      set({ notice: 'noDocumentPrinter', settingsOpen: true });
      return;
    }
    const parts = await print.documents();
    track(
      await submitHelperJob(address(), {
        printer: documentPrinter,
        format: 'pdf',
        title: print.title,
        parts,
      }),
    );
  },

  /** The prompt's refresh: the waiting print, labels or documents, once more. */
  retry: (print: PrintRequest) =>
    isDocuments(print) ? printStore.printDocuments(print) : printStore.printLabels(print),

  /** The prompt's fallback: the same labels or documents as a PDF in a new tab. */
  async openPdf(print: PrintRequest) {
    set({ prompt: null });
    window.open(await print.pdf(), '_blank', 'noopener');
  },
};

export const usePrint = () =>
  useSyncExternalStore(printStore.subscribe, printStore.snapshot, printStore.snapshot);
