import { Button, HStack, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';

/** A search box with its 搜索 button; submits the trimmed text (undefined when empty). */
export function SearchBar(props: {
  initial?: string;
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
