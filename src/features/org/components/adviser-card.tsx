import { Badge, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

import { CardShell, CardTitle } from '@/components/ui/card-shell';
import { PersonAvatar } from '@/components/ui/person-avatar';
import type { AdviserListItem } from '@/contract/org';
import { adviserTypeName, countryName, intentionName } from '@/features/org/components/org-labels';

export function AdviserCard({ adviser }: { adviser: AdviserListItem }) {
  return (
    <CardShell data-testid="adviser-card">
      <HStack gap="3" align="flex-start">
        <PersonAvatar size="md" colorPalette="brand" name={adviser.nameCn} src={adviser.avatar} />
        <Stack gap="1" minW="0" flex="1">
          <HStack gap="2" flexWrap="wrap">
            <CardTitle link={<Link to="/counselor/detail" search={{ id: adviser.id }} />}>
              {adviser.nameCn}
            </CardTitle>
            <Badge colorPalette="orange">{adviserTypeName(adviser.adviserType)}</Badge>
          </HStack>
          {adviser.orgNameCn && (
            <Text fontSize="xs" color="fg.muted" lineClamp={1}>
              {adviser.orgNameCn}
            </Text>
          )}
          <Text fontSize="sm" color="fg.muted">
            从业{adviser.yearsOfExperience}年 · {adviser.offerCount} 枚录取 ·{' '}
            {adviser.studyIntentions.map(intentionName).join('/')}
          </Text>
          <Wrap gap="1">
            {adviser.countries.map((code) => (
              <Badge key={code} variant="outline" size="sm">
                {countryName(code)}
              </Badge>
            ))}
          </Wrap>
        </Stack>
      </HStack>
    </CardShell>
  );
}
