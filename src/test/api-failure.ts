import { ApiError } from '@/lib/api-error';

/** The ApiError `promise` rejects with; fails the test if it resolves or rejects otherwise. */
export async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}
