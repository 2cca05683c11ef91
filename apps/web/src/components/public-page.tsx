import { Box, Center, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandLogo } from './brand-logo';

type PublicPageProps = {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
};

/** The frame of the signed-out screens: the logo over one centred card with the page's heading. */
export function PublicPage({ title, description, children }: PublicPageProps) {
  return (
    <Box
      component="main"
      mih="100dvh"
      bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))"
    >
      <Center mih="100dvh" py="xl">
        <Container size={440} w="100%">
          <Stack gap="lg">
            <Center>
              <BrandLogo />
            </Center>
            <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
              <Stack gap="lg">
                <Stack gap={6}>
                  <Title order={1} fz={26}>
                    {title}
                  </Title>
                  {description ? <Text c="dimmed">{description}</Text> : null}
                </Stack>
                {children}
              </Stack>
            </Paper>
          </Stack>
        </Container>
      </Center>
    </Box>
  );
}
