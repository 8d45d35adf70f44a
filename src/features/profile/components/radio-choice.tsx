import { HStack, RadioGroup } from '@chakra-ui/react';

/** A row of radio buttons (性别, 求学意向). */
export function RadioChoice<T extends string>(props: {
  name: string;
  value: T;
  options: readonly { value: string; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <RadioGroup.Root
      name={props.name}
      value={props.value}
      onValueChange={(e) => props.onChange((e.value ?? '') as T)}
    >
      <HStack gap="6" minH="10">
        {props.options.map((o) => (
          <RadioGroup.Item key={o.value} value={o.value}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}
