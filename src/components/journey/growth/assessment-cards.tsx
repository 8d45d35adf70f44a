import { Box, HStack, Stack, Text } from '@chakra-ui/react';

import type { Assessment, BgBoost } from '@/contract/journey-growth';

import { dayTime } from './format';

/** 1-5 stars, read out as 评分 n/5. */
export function RatingStars({ rating }: { rating: number }) {
  return (
    <Text as="span" color="orange.400" aria-label={`评分 ${rating}/5`} role="img" data-testid="rating">
      {'★'.repeat(rating)}
      <Text as="span" color="gray.300">
        {'★'.repeat(Math.max(0, 5 - rating))}
      </Text>
    </Text>
  );
}

function Labeled({ label, text }: { label: string; text: string }) {
  if (!text) return null;
  return (
    <Box>
      <Text fontSize="sm" fontWeight="semibold">
        {label}
      </Text>
      <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
        {text}
      </Text>
    </Box>
  );
}

/** An interview's feedback: school / program, date, rating, strengths, improvements, by whom. */
export function FeedbackCard({ item }: { item: Assessment }) {
  return (
    <Box as="article" borderWidth="1px" rounded="lg" p="4" data-testid="feedback-card">
      <Stack gap="2">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Text fontWeight="semibold" wordBreak="break-word">
            {item.university}
            {item.program && ` · ${item.program}`}
          </Text>
          {item.rating !== null && <RatingStars rating={item.rating} />}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {item.title}
          {item.interviewDate && ` · 面试日期 ${item.interviewDate}`} · {item.authorName}
        </Text>
        {item.content && (
          <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
            {item.content}
          </Text>
        )}
        <Labeled label="优势" text={item.strengths} />
        <Labeled label="待改进" text={item.improvements} />
      </Stack>
    </Box>
  );
}

/** A self-awareness note by the counselor. */
export function NoteCard({ item }: { item: Assessment }) {
  return (
    <Box as="article" borderWidth="1px" rounded="lg" p="4" data-testid="note-card">
      <Text fontWeight="semibold">{item.title}</Text>
      <Text fontSize="xs" color="fg.muted" mb="1">
        {item.authorName} · <time dateTime={item.createdAt}>{dayTime(item.createdAt)}</time>
      </Text>
      <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
        {item.content}
      </Text>
    </Box>
  );
}

/** A background boost: type, name, organization and role, dates, description, outcome. */
export function BoostCard({ item, action }: { item: BgBoost; action?: React.ReactNode }) {
  return (
    <Box as="article" borderWidth="1px" rounded="lg" p="4" data-testid="boost-card">
      <HStack justify="space-between" align="flex-start" gap="2">
        <Stack gap="0.5" minW="0">
          <Text fontWeight="semibold" wordBreak="break-word">
            {item.title}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {item.typeName}
            {item.organization && ` · ${item.organization}`}
            {item.role && ` · ${item.role}`}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {item.startDate} 至 {item.endDate ?? '今'} · {item.addedByName}添加
          </Text>
        </Stack>
        {action}
      </HStack>
      {item.description && (
        <Text fontSize="sm" mt="2" whiteSpace="pre-wrap" wordBreak="break-word">
          {item.description}
        </Text>
      )}
      {item.outcome && (
        <Text fontSize="sm" mt="1" color="green.700">
          成果：{item.outcome}
        </Text>
      )}
    </Box>
  );
}
