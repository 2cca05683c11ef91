/** Where demo candidates come from: names, and cities with the country calling code for their phones. */
export type Region = {
  firstNames: readonly string[];
  lastNames: readonly string[];
  cities: readonly (readonly [city: string, callingCode: string])[];
  /** How often a candidate from here is picked, relative to the others. */
  weight: number;
};

export const regions: readonly Region[] = [
  {
    firstNames: ['James', 'Emily', 'Michael', 'Sarah', 'Daniel', 'Jessica', 'Tyler', 'Megan'],
    lastNames: ['Carter', 'Johnson', 'Brooks', 'Miller', 'Reed', 'Sullivan', 'Hayes', 'Foster'],
    cities: [
      ['San Francisco, CA, USA', '1'],
      ['Austin, TX, USA', '1'],
      ['New York, NY, USA', '1'],
      ['Seattle, WA, USA', '1'],
    ],
    weight: 4,
  },
  {
    firstNames: ['Олена', 'Андрій', 'Марія', 'Тарас', 'Ірина', 'Дмитро', 'Оксана', 'Богдан'],
    lastNames: ['Коваль', 'Шевченко', 'Бондаренко', 'Мельник', 'Ткаченко', 'Кравець', 'Литвин'],
    cities: [
      ['Kyiv, Ukraine', '380'],
      ['Lviv, Ukraine', '380'],
      ['Kharkiv, Ukraine', '380'],
      ['Dnipro, Ukraine', '380'],
    ],
    weight: 3,
  },
  {
    firstNames: ['Andrii', 'Kateryna', 'Oleksandr', 'Yuliia', 'Serhii', 'Nazar'],
    lastNames: ['Hnatiuk', 'Polishchuk', 'Moroz', 'Savchuk', 'Rudenko', 'Zaitsev'],
    cities: [
      ['Kyiv, Ukraine', '380'],
      ['Odesa, Ukraine', '380'],
      ['Warsaw, Poland', '48'],
      ['Lviv, Ukraine', '380'],
    ],
    weight: 2,
  },
  {
    firstNames: ['José', 'María', 'Lucía', 'Javier', 'Sofía', 'Andrés', 'Inés', 'Martín'],
    lastNames: ['Núñez', 'García', 'Fernández', 'Ortega', 'Ramírez', 'Muñoz', 'Castillo'],
    cities: [
      ['Madrid, Spain', '34'],
      ['Barcelona, Spain', '34'],
      ['Buenos Aires, Argentina', '54'],
      ['Mexico City, Mexico', '52'],
    ],
    weight: 3,
  },
  {
    firstNames: ['Łukasz', 'Agnieszka', 'Katarzyna', 'Paweł', 'Zofia', 'Michał'],
    lastNames: ['Wiśniewski', 'Kowalczyk', 'Nowak', 'Wójcik', 'Zieliński', 'Dąbrowski'],
    cities: [
      ['Warsaw, Poland', '48'],
      ['Kraków, Poland', '48'],
      ['Wrocław, Poland', '48'],
      ['Gdańsk, Poland', '48'],
    ],
    weight: 2,
  },
  {
    firstNames: ['Jürgen', 'Lena', 'Felix', 'Mia', 'Jonas', 'Anna'],
    lastNames: ['Müller', 'Schäfer', 'Weiß', 'Krüger', 'Hoffmann', 'Vogel'],
    cities: [
      ['Berlin, Germany', '49'],
      ['Munich, Germany', '49'],
      ['Hamburg, Germany', '49'],
      ['Vienna, Austria', '43'],
    ],
    weight: 2,
  },
  {
    firstNames: ['Priya', 'Arjun', 'Ananya', 'Rahul', 'Kavya', 'Vikram'],
    lastNames: ['Sharma', 'Patel', 'Iyer', 'Gupta', 'Reddy', 'Nair'],
    cities: [
      ['Bengaluru, India', '91'],
      ['Pune, India', '91'],
      ['Hyderabad, India', '91'],
      ['Chennai, India', '91'],
    ],
    weight: 2,
  },
  {
    firstNames: ['João', 'Beatriz', 'Gabriel', 'Larissa', 'Rafael'],
    lastNames: ['Silva', 'Gonçalves', 'Araújo', 'Conceição', 'Pereira'],
    cities: [
      ['São Paulo, Brazil', '55'],
      ['Florianópolis, Brazil', '55'],
      ['Lisbon, Portugal', '351'],
      ['Porto, Portugal', '351'],
    ],
    weight: 2,
  },
  {
    firstNames: ['Çağlar', 'Ayşe', 'Emre', 'Zeynep', 'Burak'],
    lastNames: ['Yıldız', 'Demir', 'Şahin', 'Öztürk', 'Kılıç'],
    cities: [
      ['Istanbul, Türkiye', '90'],
      ['Ankara, Türkiye', '90'],
      ['İzmir, Türkiye', '90'],
    ],
    weight: 1,
  },
  {
    firstNames: ['Chinedu', 'Amara', 'Tunde', 'Ngozi', 'Kwame'],
    lastNames: ['Okafor', 'Eze', 'Adeyemi', 'Mensah', 'Nwosu'],
    cities: [
      ['Lagos, Nigeria', '234'],
      ['Accra, Ghana', '233'],
      ['Nairobi, Kenya', '254'],
    ],
    weight: 1,
  },
  {
    firstNames: ['Minh', 'Linh', 'Huy', 'Thảo'],
    lastNames: ['Nguyễn', 'Trần', 'Phạm', 'Lê'],
    cities: [
      ['Ho Chi Minh City, Vietnam', '84'],
      ['Hanoi, Vietnam', '84'],
      ['Da Nang, Vietnam', '84'],
    ],
    weight: 1,
  },
];

/** Reserved example domains only: the demo must never mail a real address. */
export const candidateEmailDomains = ['example.org', 'example.net', 'example.com'] as const;
