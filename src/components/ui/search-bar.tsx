import { Button, HStack, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';

/**
 * A search box with its 搜索 button; submits the trimmed text (undefined when empty). Without JavaScript the form
 * is a plain GET of the page with `?{name}=` (default `keyword`, the lists' search parameter).
 */
export function SearchBar(props: {
  initial?: string;
  name?: string;
  label: string;
  placeholder: string;
  onSearch: (keyword?: string) => void;
}) {
  const [text, setText] = useState(props.initial ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSearch(text.trim() || undefined);
  };
  return (
    <form onSubmit={submit} role="search">
      <HStack gap="2">
        <Input
          name={props.name ?? 'keyword'}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={props.placeholder}
          aria-label={props.label}
          bg="bg"
          size="lg"
          enterKeyHint="search"
        />
        <Button type="submit" colorPalette="brand" size="lg">
          搜索
        </Button>
      </HStack>
    </form>
  );
}
