import {
  type UseMutationOptions,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiError, Endpoint, EndpointInput, EndpointOutput } from '@wms/api';
import { useTranslation } from 'react-i18next';
import { useApi } from './api-context.tsx';

/**
 * Query key of a call: the path first, so a controller's queries can be invalidated together; the
 * language last, because the server answers names and messages in the request's language.
 */
export function apiQueryKey<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, locale: string) {
  return [endpoint.path, input, locale] as const;
}

/** `/api/v1/DownloadHistory/DownloadHistory/GetList` → `/api/v1/DownloadHistory/DownloadHistory/`. */
export function controllerOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/') + 1);
}

type QueryOptions<E extends Endpoint> = Omit<
  UseQueryOptions<EndpointOutput<E>, ApiError>,
  'queryKey' | 'queryFn'
>;

export function useApiQuery<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: QueryOptions<E> = {},
) {
  const api = useApi();
  const { i18n } = useTranslation();
  return useQuery<EndpointOutput<E>, ApiError>({
    queryKey: apiQueryKey(endpoint, input, i18n.language),
    queryFn: ({ signal }) => api.call(endpoint, input, { signal }),
    ...options,
  });
}

type MutationOptions<E extends Endpoint> = Omit<
  UseMutationOptions<EndpointOutput<E>, ApiError, EndpointInput<E>>,
  'mutationFn'
> & {
  /** Paths whose queries go stale on success; by default every query of the same controller. */
  invalidates?: readonly string[];
};

/**
 * A mutating call. On success the lists and counts of the same controller refetch, so a screen never
 * reloads by hand after cancel, delete or save.
 */
export function useApiMutation<E extends Endpoint>(endpoint: E, options: MutationOptions<E> = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { invalidates, onSuccess, ...rest } = options;
  return useMutation<EndpointOutput<E>, ApiError, EndpointInput<E>>({
    mutationFn: (input) => api.call(endpoint, input),
    onSuccess: async (...args) => {
      const prefixes = invalidates ?? [controllerOf(endpoint.path)];
      await queryClient.invalidateQueries({
        predicate: (query) => prefixes.some((prefix) => String(query.queryKey[0]).startsWith(prefix)),
      });
      await onSuccess?.(...args);
    },
    ...rest,
  });
}
