import { Combobox, Loader, ScrollArea, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** The dropdown stays open this long after the field loses focus (spec §9), so a click on an option lands. */
export const AUTOCOMPLETE_CLOSE_DELAY_MS = 200;
/** The server is asked once typing pauses this long, not at every key. */
export const SEARCH_DEBOUNCE_MS = 300;

type SearchPickerProps<T> = {
  label: string;
  placeholder?: string;
  description?: ReactNode;
  /** What the server found for the last search the picker reported (the first page when there is none). */
  items: readonly T[];
  /** Whether the items of the current search are still on their way. */
  loading?: boolean;
  /** The chosen item, shown in the field whether or not it is among `items`. */
  selected: T | null;
  getKey: (item: T) => string;
  /** The text the field shows once the item is chosen. */
  getLabel: (item: T) => string;
  renderOption: (item: T) => ReactNode;
  onSelect: (item: T | null) => void;
  /** Called with the trimmed search once typing pauses; '' while the field shows the choice or nothing. */
  onSearchChange: (search: string) => void;
  /** Shown when nothing matches, e.g. 'No positions found'. */
  emptyText: string;
  disabled?: boolean;
  /** Forwarded to the input, e.g. `data-autofocus`. */
  inputProps?: Record<string, unknown>;
  /** How long typing must pause before the search is reported; 0 for a list filtered in the browser. */
  debounceMs?: number;
};

/**
 * A search field with a dropdown of what the server finds for it. Typing clears the choice until an item is
 * picked again; the search goes to the server once typing pauses; the dropdown closes 200 ms after the field loses
 * focus. Click, typing or the arrow keys open it.
 */
export function SearchPicker<T>(props: SearchPickerProps<T>) {
  const { items, selected, getKey, getLabel, onSelect, onSearchChange } = props;
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const selectedLabel = selected ? getLabel(selected) : null;
  const [text, setText] = useState(selectedLabel ?? '');
  const [filtering, setFiltering] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const search = filtering ? text.trim() : '';
  const debounceMs = props.debounceMs ?? SEARCH_DEBOUNCE_MS;
  const [debouncedSearch] = useDebouncedValue(search, debounceMs);
  // A pick (or an emptied field) shows the first page again at once.
  const reported = search === '' || debounceMs === 0 ? search : debouncedSearch;

  useEffect(() => {
    if (selectedLabel !== null) setText(selectedLabel);
  }, [selectedLabel]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  useEffect(() => onSearchChange(reported), [reported, onSearchChange]);

  const settling = props.loading || search !== reported;
  const selectedKey = selected ? getKey(selected) : null;

  const changeText = (value: string) => {
    setText(value);
    setFiltering(true);
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
          {...props.inputProps}
          label={props.label}
          description={props.description}
          placeholder={props.placeholder}
          value={text}
          disabled={props.disabled}
          autoComplete="off"
          rightSection={settling ? <Loader size={14} aria-hidden /> : <Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onChange={(event) => changeText(event.currentTarget.value)}
          onFocus={() => clearTimeout(closeTimer.current)}
          onClick={() => combobox.openDropdown()}
          onBlur={() => {
            // The typed search stays, so the field and the list still agree when it is opened again.
            closeTimer.current = setTimeout(() => combobox.closeDropdown(), AUTOCOMPLETE_CLOSE_DELAY_MS);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options aria-label={`${props.label} options`} aria-busy={settling}>
          <ScrollArea.Autosize mah={280} type="auto">
            {items.length === 0 ? (
              <Combobox.Empty>{settling ? 'Searching…' : props.emptyText}</Combobox.Empty>
            ) : (
              items.map((item) => {
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
