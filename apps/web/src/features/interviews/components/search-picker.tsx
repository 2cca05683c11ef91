import { Combobox, ScrollArea, TextInput, useCombobox } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** The dropdown stays open this long after the field loses focus (spec §9), so a click on an option lands. */
export const AUTOCOMPLETE_CLOSE_DELAY_MS = 200;

type SearchPickerProps<T> = {
  label: string;
  placeholder?: string;
  description?: ReactNode;
  items: readonly T[];
  selected: T | null;
  getKey: (item: T) => string;
  /** The text the field shows once the item is chosen. */
  getLabel: (item: T) => string;
  /** Whether an item matches the lowercased, trimmed search text. */
  matches: (item: T, search: string) => boolean;
  renderOption: (item: T) => ReactNode;
  onSelect: (item: T | null) => void;
  /** Called with the search text as it is typed. */
  onSearchChange?: (search: string) => void;
  /** Shown when nothing matches, e.g. 'No positions found'. */
  emptyText: string;
  disabled?: boolean;
};

/**
 * A search field with a dropdown of matching items. Typing clears the choice until an item is picked again; the
 * dropdown closes 200 ms after the field loses focus.
 */
export function SearchPicker<T>(props: SearchPickerProps<T>) {
  const { items, selected, getKey, getLabel, matches, onSelect, onSearchChange } = props;
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const selectedLabel = selected ? getLabel(selected) : null;
  const [text, setText] = useState(selectedLabel ?? '');
  const [filtering, setFiltering] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (selectedLabel !== null) setText(selectedLabel);
  }, [selectedLabel]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const search = filtering ? text.trim().toLowerCase() : '';
  const visible = search ? items.filter((item) => matches(item, search)) : items;
  const selectedKey = selected ? getKey(selected) : null;

  const changeText = (value: string) => {
    setText(value);
    setFiltering(true);
    onSearchChange?.(value);
    if (selected) onSelect(null);
    combobox.openDropdown();
    combobox.updateSelectedOptionIndex();
  };

  const pick = (key: string) => {
    const item = items.find((candidate) => getKey(candidate) === key);
    if (!item) return;
    onSelect(item);
    setText(getLabel(item));
    setFiltering(false);
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick}>
      <Combobox.Target>
        <TextInput
          label={props.label}
          description={props.description}
          placeholder={props.placeholder}
          value={text}
          disabled={props.disabled}
          autoComplete="off"
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onChange={(event) => changeText(event.currentTarget.value)}
          onFocus={() => {
            clearTimeout(closeTimer.current);
            combobox.openDropdown();
          }}
          onClick={() => combobox.openDropdown()}
          onBlur={() => {
            closeTimer.current = setTimeout(() => {
              combobox.closeDropdown();
              setFiltering(false);
            }, AUTOCOMPLETE_CLOSE_DELAY_MS);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options aria-label={`${props.label} options`}>
          <ScrollArea.Autosize mah={280} type="auto">
            {visible.length === 0 ? (
              <Combobox.Empty>{props.emptyText}</Combobox.Empty>
            ) : (
              visible.map((item) => {
                const key = getKey(item);
                return (
                  <Combobox.Option value={key} key={key} active={key === selectedKey}>
                    {props.renderOption(item)}
                  </Combobox.Option>
                );
              })
            )}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
