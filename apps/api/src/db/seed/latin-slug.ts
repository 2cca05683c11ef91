// Ukrainian/Russian Cyrillic to Latin, close to the passport transliteration, for e-mail addresses and handles.
const cyrillic: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'h',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'y',
  і: 'i',
  ї: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ь: '',
  ю: 'iu',
  я: 'ia',
  ё: 'io',
  ы: 'y',
  э: 'e',
  ъ: '',
};

// Latin letters that do not decompose into a base letter plus a combining mark.
const special: Record<string, string> = { ł: 'l', ø: 'o', ß: 'ss', ı: 'i', đ: 'd', æ: 'ae', œ: 'oe' };

/** 'José Núñez' → 'jose.nunez', 'Олена Коваль' → 'olena.koval' (with `separator` between words). */
export function latinSlug(text: string, separator = '.'): string {
  const latin = [...text.toLowerCase()].map((char) => cyrillic[char] ?? special[char] ?? char).join('');
  return latin
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, separator)
    .replace(new RegExp(`^\\${separator}+|\\${separator}+$`, 'g'), '');
}
