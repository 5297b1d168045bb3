import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AxiosError } from 'axios';
import { useState, type ReactNode } from 'react';
import { http } from '../../shell/lib/http';

/** Server state of the staff areas: one query client per area, over the one axios instance. */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            staleTime: 30_000,
            // A 4xx will not heal by asking again; a network hiccup may.
            retry: (count, error) =>
              count < 2 &&
              !(error instanceof AxiosError && (error.response?.status ?? 0) < 500 && error.response),
          },
        },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export async function getJson<T>(url: string): Promise<T> {
  return (await http.get<T>(url)).data;
}

export async function sendJson<T>(
  method: 'post' | 'put' | 'patch' | 'delete',
  url: string,
  body?: unknown,
): Promise<T> {
  return (await http.request<T>({ method, url, data: body })).data;
}

/** The message of a failed request (the server's, SPEC §8), for an error bar. */
export function errorMessage(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}
