import { Center, Loader } from '@mantine/core';

/** Shown while a screen's code or first data loads. */
export function PageLoader() {
  return (
    <Center mih="60dvh" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
