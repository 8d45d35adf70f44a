import { Combobox, Portal, createListCollection } from '@chakra-ui/react';
import { useMemo, useState } from 'react';

import { COMBOBOX_TEXT } from '@/contract/ui-text';

export interface SearchOption {
  value: string;
  label: string;
  /** Extra words that also match the search (e.g. the province of a city). */
  keywords?: string;
}

interface SearchSelectProps {
  options: readonly SearchOption[];
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  emptyText?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** Accessible name of the input (the Field.Label normally provides it). */
  name?: string;
  /** Rendered in a dialog: keep the list inside it instead of a portal. */
  inline?: boolean;
}

/**
 * A searchable single-choice dropdown (Chakra Combobox); typing filters by label and keywords.
 * Remounts when the chosen label changes from outside (options loaded, form reset), so the input
 * always shows the current choice.
 */
export function SearchSelect(props: SearchSelectProps) {
  const label = props.options.find((o) => o.value === props.value)?.label ?? '';
  return <SearchSelectInner key={`${props.value}:${label}`} {...props} />;
}

function SearchSelectInner(props: SearchSelectProps) {
  const [query, setQuery] = useState('');
  const filtered = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!q) return props.options;
    return props.options.filter((o) => `${o.label} ${o.keywords ?? ''}`.toLowerCase().includes(q));
  }, [props.options, query]);
  const collection = useMemo(
    () =>
      createListCollection({
        items: [...filtered],
        itemToString: (o) => o.label,
        itemToValue: (o) => o.value,
      }),
    [filtered],
  );
  const list = (
    <Combobox.Positioner>
      <Combobox.Content maxH="64" overflowY="auto">
        <Combobox.Empty>{props.emptyText ?? '没有匹配的选项'}</Combobox.Empty>
        {collection.items.map((item) => (
          <Combobox.Item item={item} key={item.value}>
            <Combobox.ItemText>{item.label}</Combobox.ItemText>
            <Combobox.ItemIndicator />
          </Combobox.Item>
        ))}
      </Combobox.Content>
    </Combobox.Positioner>
  );
  const selected = props.options.find((o) => o.value === props.value);
  return (
    <Combobox.Root
      collection={collection}
      value={props.value ? [props.value] : []}
      defaultInputValue={selected?.label ?? ''}
      onValueChange={(details) => props.onChange(details.value[0] ?? '')}
      onInputValueChange={(details) => setQuery(details.inputValue)}
      onOpenChange={(details) => {
        if (details.open) setQuery('');
      }}
      openOnClick
      invalid={props.invalid}
      disabled={props.disabled}
      width="full"
      positioning={{ sameWidth: true }}
      translations={COMBOBOX_TEXT}
    >
      <Combobox.Control>
        <Combobox.Input placeholder={props.placeholder} name={props.name} />
        <Combobox.IndicatorGroup>
          <Combobox.Trigger />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      {props.inline ? list : <Portal>{list}</Portal>}
    </Combobox.Root>
  );
}
