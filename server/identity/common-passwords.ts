/**
 * Passwords that are refused for staff accounts (OWASP ASVS 2.1.7, NIST SP 800-63B 5.1.1.2): the most
 * common passwords of public breach corpora that are at least 8 characters long, plus Dutch and Flemish
 * favourites and words of this product and of schools. Compared case-insensitively. Shorter entries
 * are left out: the length rule already refuses them.
 */
const LIST = `
12345678 123456789 1234567890 12345678910 123123123 1234512345 11111111 111111111 1111111111
00000000 000000000 0000000000 88888888 87654321 987654321 9876543210 12341234 11223344 112233445566
123456789a 12345678a 1234567a 123456789q a1234567 a12345678 a123456789 q1234567 1q2w3e4r 1q2w3e4r5t
1q2w3e4r5t6y 1qaz2wsx 1qazxsw2 zaq12wsx zaq1zaq1 !qaz2wsx qwertyui qwertyuiop qwerty123 qwerty12
qwerty1234 qwertyu1 qwer1234 asdfghjk asdfghjkl asdf1234 zxcvbnm1 zxcvbnma 1234qwer azertyui
azertyuiop azerty123 azerty12 password password1 password12 password123 password1234 password!
passw0rd p@ssw0rd p@ssword pa$$word passwort passwort1 motdepasse iloveyou iloveyou1 iloveyou2
princess1 sunshine sunshine1 football football1 baseball basketball superman batman123 starwars
whatever trustno1 welcome1 welcome123 letmein1 letmein123 admin123 admin1234 administrator
changeme changeme1 computer computer1 internet michelle jennifer jessica1 samantha charlie1
liverpool chelsea1 arsenal1 manchester barcelona 123abc123 abc12345 abcd1234 abcdefgh abcdefg1
aaaaaaaa abc123456 aa123456 password2 mypassword monkey123 dragon123 master123 shadow123 freedom1
whatever1 nicholas benjamin jonathan alexander christian elizabeth victoria jordan23 michael1
midnight mercedes hello123 hello1234 helloworld qazwsxedc qazwsx123 secret123 12qwaszx
loveyou1 lovelove babygirl babygirl1 butterfly chocolate cookie123 pokemon1 minecraft fortnite
roblox123 playstation xbox1234 nintendo spiderman december november september01 january1
summer2020 summer2021 summer2022 summer2023 summer2024 summer2025 winter2023 winter2024 winter2025
spring2024 autumn2024 welcome2024 welcome2025 password2024 password2025 test1234 testtest
test12345 testing1 tester123 guest123 default1 user1234 login123 temp1234 temporary 99999999
55555555 77777777 66666666 22222222 33333333 44444444 12121212 13131313 69696969 14141414
wachtwoord wachtwoord1 wachtwoord12 wachtwoord123 wachtwoord1234 wachtwoord! wachtwoord01
wachtwoord2024 wachtwoord2025 wachtw00rd w8woord123 paswoord paswoord1 paswoord123 paswoord01
welkom01 welkom02 welkom123 welkom1234 welkom12 welkom2023 welkom2024 welkom2025 welkom!!
welkomwelkom geheim123 geheim1234 geheimpje supergeheim hallo123 hallo1234 hallohallo halloallemaal
goedemorgen doeidoei inloggen inloggen1 gebruiker gebruiker1 beheerder beheerder1 beheer123
wachtwoordje ikhouvanjou houvanjou schatje1 schatje123 lieverdje liefje123 liefde123 mijnwachtwoord
nederland nederland1 holland1 hollandia amsterdam amsterdam1 rotterdam rotterdam1 utrecht1
eindhoven groningen maastricht denhaag1 feyenoord feyenoord1 ajax1900 ajaxajax ajax1234 psv12345
oranjeboven hupholland vlaanderen antwerpen antwerpen1 brussel1 belgie123 belgium1 anderlecht
clubbrugge voetbal1 voetbal123 voetballen sinterklaas kerstmis kerstfeest paasbloem zomer2024
zomer2025 winter123 lente2024 herfst2024 januari1 februari maandag1 dinsdag1 woensdag donderdag
vrijdag1 zaterdag zondag123 konijntje poesje123 hondje123 kabouter stroopwafel hagelslag
pannenkoek boterham1 appeltaart kaasboer1 fietsen1 schaatsen tulpen123 molentje klompen1
school123 school2024 school2025 basisschool onderwijs onderwijs1 leerling1 leerlingen docent123
leerkracht meester1 meester123 juffrouw juf12345 klas1234 groep123 groep1234 rekenen1 rekenen123
rekenles tafels123 rekenblobs rekenblobs1 rekenblobs123 mathsblobs regenboog regenboog1 regenboog123
directeur directie1 administratie secretariaat kantoor1 kantoor123 office123 office2024
superadmin superadmin1 schooladmin qwerty12345 12345qwert zxcvbnm123 asdfasdf asdasdasd
qweqweqwe 123qweasd 123qweasdzxc 1234abcd abcd12345 a1b2c3d4 a1s2d3f4 blink182 linkinpark
metallica slipknot eminem123 beyonce1 justinbieber onedirection harrypotter hogwarts1
gandalf1 starwars1 iloveu123 jesus123 jesuschrist blessed1 godisgood 7777777a 1q1q1q1q
x1234567 a7654321 passpass pass1234 pass12345 access14 mustang1 corvette ferrari1 porsche911
yankees1 dolphins steelers cowboys1 eagles123 lakers24 jordan123 kobe2424 ronaldo7 messi123
neymar11 cristiano zlatan10 vanpersie robben10 cruijff14 welkom@123 welcome@123 admin@123
p@ssw0rd1 p@ssw0rd123 passw0rd1 pa55word pa55w0rd
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  LIST.split(/\s+/)
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean),
);
