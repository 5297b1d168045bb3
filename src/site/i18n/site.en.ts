import type { SiteTexts } from './site.nl';

/** Texts of the public site in English (Maths Blobs); the same keys as Dutch. */
export const siteEn: SiteTexts = {
  nav: {
    aboutMenu: 'About Maths Blobs: topics',
    overview: 'Overview',
    faq: 'FAQ',
    footerAbout: 'About Maths Blobs',
    footerSite: 'More',
    footerContact: 'Contact',
    email: 'info@mathsblobs.co.uk',
    hours: 'Monday to Friday, 8.30 am – 4.30 pm (CET)',
    related: 'Read more',
  },
  cta: {
    trial: 'Try it free for 30 days',
    apply: 'Apply for a free trial',
    contact: 'Get in touch',
    screenshots: 'See screenshots',
    costs: 'What does it cost?',
    bandTitle: 'See for yourself how your pupils progress?',
    bandBody:
      'Try Maths Blobs free for 30 days with your whole school. No payment details needed, and the trial ends by itself.',
  },
  loading: 'Loading…',
  home: {
    title: 'Maths practice that grows with every child',
    lead: 'Maths Blobs helps children in groups 3 to 8 (ages 6 to 12) master addition, subtraction, multiplication and division facts in short, cheerful games. Every sum matches the child’s level, and you see at a glance who needs help.',
    heroArt: 'A map with islands, coins and cheerful blobs',
    highlights: {
      success: {
        value: '± 75% correct',
        text: 'Challenging enough to learn, achievable enough to keep going.',
      },
      minutes: { value: '10 – 15 minutes', text: 'A short session, three to four times a week, is enough.' },
      install: {
        value: 'Nothing to install',
        text: 'Runs in any browser, on laptops, tablets and whiteboards.',
      },
    },
    featuresTitle: 'Everything for solid number skills',
    features: {
      'over-adaptief': 'An Elo rating per child and per sum: every question is just hard enough.',
      'over-maatwerktaken': 'Set focused practice tasks for one child, a small group or the whole class.',
      'over-voortgang':
        'Colour codes per class, per domain and per fact, plus a fluency test every 10 sessions.',
      'over-beloningssysteem': 'Coins for effort, blobs to collect on a savings card, and reward games.',
      'over-didactiek':
        'Fact fluency in + − × : along the Dutch SLO learning goals, with a clear 3-second norm.',
      'over-webbased': 'No installation, works on school networks, and handles privacy with care.',
      'over-schoolenthuis': 'In class, on the whiteboard and at home with the same login.',
      'over-training': 'Free webinars and on-site team training, so everyone gets started quickly.',
    },
    stepsTitle: 'How it works',
    steps: {
      intake: {
        title: 'A short starting test',
        text: 'Every child begins with a short, playful starting test, so nobody starts too easy or too hard.',
      },
      practice: {
        title: 'Practising on the map',
        text: 'The map shows today’s tasks as islands. Each task is a game of a few minutes with sums that fit the child.',
      },
      follow: {
        title: 'Follow and adjust',
        text: 'You see for each child which facts are fluent and which are not, and set a custom task where needed.',
      },
    },
    audiencesTitle: 'For school and home',
    audiences: {
      school: {
        title: 'For schools',
        text: 'A school licence for every class, with unlimited teachers, the class overview and free webinars. Practice at home is included.',
      },
      home: {
        title: 'For parents and remedial teachers',
        text: 'With a home licence your child practises with the same adaptive games, even if the school does not use Maths Blobs (yet).',
      },
    },
    researchTitle: 'Built on research',
    research:
      'At the adaptive heart of Maths Blobs is the Elo model that Klinkenberg, Straatemeier and Van der Maas (2011) described for adaptive maths practice: after every answer the child’s level and the sum’s difficulty are updated, and the next sum is chosen so that the child gets it right about three times out of four. The learning line follows the Dutch SLO learning goals for mathematics.',
  },
  about: {
    'over-adaptief': {
      lead: 'Maths Blobs picks every sum so that a child gets it right about three times out of four: challenging, but always achievable. That keeps practice fun for the quick calculator and for the child who needs more time.',
      art: 'A staircase of rising difficulty and a gauge at 75%',
      sections: {
        intake: {
          title: 'A short starting test',
          body: [
            'Every child begins with a short starting test in the form of a game. It sets where the child starts in each domain (addition, subtraction, times tables, division). There is no mark and no clock on screen: the test is only there to start at the right place.',
          ],
        },
        rating: {
          title: 'A level for every child and every sum',
          body: [
            'After each answer Maths Blobs updates two things: the child’s level and the sum’s difficulty. It uses an Elo rating, the same idea as in chess, so the sums calibrate themselves on the answers of all children.',
          ],
          points: [
            'Correct and quick: the level rises, and the sum turns out to be easy for this child.',
            'Wrong: the level drops a little, and the sum is rated harder.',
            'For a new child or a new sum the rating moves faster; after that it settles.',
          ],
        },
        target: {
          title: 'About 75% correct',
          body: [
            'Too easy is boring, too hard is discouraging. So Maths Blobs aims for a success rate of about 75%. Research on adaptive maths practice (Klinkenberg et al., 2011) shows that children learn most and stay motivated longest that way.',
          ],
        },
        retry: {
          title: 'A wrong sum comes back',
          body: [
            'When a child does not know a sum, an easier sum follows first and then the hard one comes straight back. New sums are practised one at a time until they are known, and only then mixed with others.',
          ],
        },
        review: {
          title: 'Review at the right moment',
          body: [
            'Maths Blobs remembers for each child when every sum was last shown. Older sums come back for review; sums answered correctly many times come back less and less often. It also takes into account how much time each child needs to master a sum.',
          ],
        },
        rounds: {
          title: 'A decision after every round',
          body: [
            'At the end of each game round Maths Blobs decides whether the child moves on to the next set of sums, such as the next times table, or practises the current set once more.',
          ],
        },
      },
    },
    'over-maatwerktaken': {
      lead: 'Sometimes you want to decide what a child practises: the 7 times table before the test, or number bonds to 10 for a pupil who needs extra attention. Custom tasks let you set that up in a few clicks.',
      art: 'A clipboard with ticked tasks and two blobs',
      sections: {
        what: {
          title: 'What is a custom task?',
          body: [
            'A custom task is a practice task that you as a teacher assign to one child, a small group or the whole class. You pick a topic, such as adding across ten, the 3 and 4 times tables or division facts, and Maths Blobs puts the task on the children’s map.',
          ],
        },
        how: {
          title: 'Set up in three steps',
          body: [],
          points: [
            'Choose the topic: a domain, a times table or your own set of sums.',
            'Choose who: one pupil, a small group or the whole class.',
            'Choose how long: a number of sessions or until a date, for example the maths test.',
          ],
        },
        adaptive: {
          title: 'Custom and still adaptive',
          body: [
            'Within a custom task Maths Blobs keeps matching the difficulty to the child. Two pupils with the same task do not get the same sums: everyone practises at their own level within the topic you choose.',
          ],
        },
        examples: {
          title: 'Examples from the classroom',
          body: [],
          points: [
            'Preparing for the next lesson of your maths scheme.',
            'Extra practice in small steps for a child with dyscalculia.',
            'A challenge for quick calculators with bigger numbers.',
            'Reviewing a times table that faded over the holidays.',
          ],
        },
        map: {
          title: 'Visible on the map',
          body: [
            'The custom task appears as an island on the child’s map, next to the regular tasks. When the task is done, the child earns coins, and the class overview shows you right away who has finished.',
          ],
        },
      },
    },
    'over-voortgang': {
      lead: 'Maths Blobs shows exactly where every child stands: the whole class in colour codes, details per domain and per fact, how often children practise, and a fluency test every ten sessions.',
      art: 'A rising bar chart with a cheering blob',
      sections: {
        overview: {
          title: 'The whole class at a glance',
          body: ['The class overview shows a colour code for every child and every domain:'],
          points: [
            'Green: fluent, the sums go quickly and correctly.',
            'Orange: being worked on.',
            'Red: this child needs extra attention here.',
            'Grey: not started yet.',
          ],
        },
        domains: {
          title: 'Per domain and per fact',
          body: [
            'Click on a child to see for each domain (addition and subtraction to 20, times tables, division) which facts are fluent and which are not. You may see, for example, that 7 × 8 and 6 × 7 are still hard while the rest of the 7 times table is secure.',
          ],
        },
        frequency: {
          title: 'How often do children practise?',
          body: [
            'You see how often and how long each child practises, and which games were played, so you quickly notice who practises little, at school or at home.',
          ],
        },
        test: {
          title: 'A fluency test every 10 sessions',
          body: [
            'After every ten practice sessions a fluency test starts by itself. It begins easy, gets harder and stops by itself after too many errors, with at most 50 sums. The score counts accuracy and speed without putting the child under pressure. The child sees their own score; you see the scores of the whole class across the school year.',
          ],
        },
      },
    },
    'over-training': {
      lead: 'Maths Blobs is quick to explain, but together you get more out of it. That is why we offer free webinars and training for the whole team at your school.',
      art: 'A webinar on a screen with blobs in the audience',
      sections: {
        webinars: {
          title: 'Free webinars',
          body: [
            'A school licence comes with free 45-minute webinars: at the start of every school year and then monthly, on topics such as getting started, reading the class overview and using custom tasks. Cannot watch live? You receive the recording.',
          ],
        },
        onsite: {
          title: 'Team training at your school',
          body: [
            'In a 90-minute session at your school, teachers, the special needs coordinator and the maths coordinator learn to work with Maths Blobs together. We look at your own class overviews and agree on how often and when children practise.',
          ],
        },
        start: {
          title: 'A quick start',
          body: [
            'Import your pupils in one go with an EDEXML file from your pupil administration system, such as ParnasSys or ESIS. Most classes are practising the same day.',
          ],
        },
        support: {
          title: 'Help when you need it',
          body: [
            'Have a question? Email or call us on school days; we answer within one school day. Short guides and videos are ready in the school area.',
          ],
        },
      },
    },
    'over-beloningssysteem': {
      lead: 'Children earn coins by practising, collect blobs on their savings card and play reward games when the day’s work is done. What counts is effort, not speed.',
      art: 'A savings card with collected blobs and coins',
      sections: {
        coins: {
          title: 'Coins for effort, not for speed',
          body: [
            'Every child earns coins by practising. A fast answer earns no more than a careful one, and a mistake costs no coins. So a child who needs more time does not fall behind, and everyone stays motivated to practise.',
          ],
        },
        blobs: {
          title: 'Collecting blobs on the savings card',
          body: [
            'With their coins children buy new blobs for their own collection. The savings card shows which blobs they already have and which they can still save for. Every blob has its own colour and character.',
          ],
        },
        games: {
          title: 'Reward games after the work',
          body: [
            'Once the day’s tasks are done, the reward games open, such as a car race. Play time is limited, so practice stays at the centre.',
          ],
        },
        noranking: {
          title: 'No leaderboards',
          body: [
            'Children are not compared with each other. There is no leaderboard and no ranking: every child sees only their own progress and their own collection.',
          ],
        },
      },
    },
    'over-didactiek': {
      lead: 'Maths Blobs focuses on one thing and does it well: fluency in the basic operations of addition, subtraction, multiplication and division, from group 3 to group 8.',
      art: 'The four operation signs and a stopwatch at three seconds',
      sections: {
        automating: {
          title: 'Fluency: quick and sure',
          body: [
            'A fact is fluent when a child knows the answer within 3 seconds, without counting. That norm leaves room for typing the answer on a laptop, tablet or whiteboard. Need a different norm, for example for a child with a motor impairment? Adjust it per class or per child.',
          ],
        },
        line: {
          title: 'A learning line after the SLO goals',
          body: [
            'The learning line follows the intermediate goals for mathematics of SLO, the Dutch curriculum institute, built from goals, sub-goals and practice tasks:',
          ],
          points: [
            'Group 3 (age 6): addition and subtraction to 10, number bonds.',
            'Group 4 (age 7): addition and subtraction to 20, also across ten; the 1, 2, 5 and 10 times tables.',
            'Group 5 (age 8): all times tables up to 10 and the matching division facts.',
            'Groups 6 to 8 (ages 9 to 12): keeping all basic operations quick and sure, in mixed practice.',
          ],
        },
        steps: {
          title: 'From understanding to fluency',
          body: [
            'New sums come one at a time until the child knows them. Only then are they mixed with known sums, and only when they go smoothly does speed count. So every child first builds certainty, then speed.',
          ],
        },
        support: {
          title: 'Also for children who find it hard',
          body: [
            'Maths Blobs works in small steps, shows no ticking clock and needs little reading. That makes it suitable for children with dyscalculia or dyslexia, and for remedial teaching.',
          ],
        },
        method: {
          title: 'Alongside any maths scheme',
          body: [
            'Maths Blobs does not replace your maths scheme but complements it: the scheme explains, Maths Blobs makes the basics stick. Custom tasks let you follow this week’s lesson.',
          ],
        },
      },
    },
    'over-webbased': {
      lead: 'Maths Blobs runs in the browser. There is nothing to install, it works on the devices your school already has, and we are careful with children’s data.',
      art: 'A laptop, a tablet and a whiteboard showing Maths Blobs',
      sections: {
        browser: {
          title: 'All you need is a browser',
          body: [
            'Maths Blobs works in Chrome, Edge, Firefox and Safari, on Windows, Chromebooks, Macs, iPads and Android tablets. No apps or plug-ins are needed, and updates arrive automatically.',
          ],
        },
        whiteboard: {
          title: 'On the interactive whiteboard too',
          body: [
            'The games have big buttons and work by touch, so you can also practise together on the whiteboard, for example as a warm-up at the start of the maths lesson.',
          ],
        },
        network: {
          title: 'Works on school networks',
          body: [
            'Maths Blobs uses little bandwidth and works behind the school firewall. Answers are stored on the device first and sent afterwards, so even if the Wi-Fi drops for a moment, no answer is lost.',
          ],
        },
        privacy: {
          title: 'Privacy taken care of',
          body: [
            'The school is the data controller and Maths Blobs the processor under the GDPR. We sign the model data processing agreement of the Dutch Privacy Covenant and use as little data as possible.',
          ],
          points: [
            'A first name and a class are enough for a child to practise.',
            'Data is kept on servers in the European Union and is never shared or sold.',
            'A deleted pupil stays in the bin for 30 days and is then deleted for good with all related data.',
            'The school can export all its data and have it deleted at any time.',
          ],
        },
        login: {
          title: 'Easy login',
          body: [
            'Pupils log in with a user name and password that you set up and can print for them. Teachers can also log in with single sign-on.',
          ],
        },
      },
    },
    'over-schoolenthuis': {
      lead: 'Children practise in class, on the whiteboard and at home, always with the same login and at their own level. For parents and remedial teachers there is a home licence.',
      art: 'A school and a house joined by a path with blobs',
      sections: {
        school: {
          title: 'At school',
          body: [
            'A short session of 10 to 15 minutes, three to four times a week, is enough. Children practise independently on a laptop or tablet, for example during independent work or after the maths lesson. On the whiteboard you practise together.',
          ],
        },
        home: {
          title: 'Carrying on at home',
          body: [
            'With a school licence children can carry on practising at home with the same login. Everything they do at home counts in the class overview. Parents do not need to install or set up anything.',
          ],
        },
        homeLicence: {
          title: 'A home licence for parents',
          body: [
            'Does your child’s school not use Maths Blobs (yet)? With a home licence your child practises with exactly the same adaptive games, and you see which facts are going well and which are still hard.',
          ],
        },
        rt: {
          title: 'Remedial teaching and tutoring',
          body: [
            'Remedial teachers and tutors use Maths Blobs to let children practise in a focused way between sessions. Custom tasks let you decide what the child works on.',
          ],
        },
      },
    },
  },
  screenshots: {
    title: 'Screenshots',
    lead: 'This is what Maths Blobs looks like for children and for teachers. These pictures are drawings of the real screens.',
    shots: {
      map: {
        title: 'The map',
        caption:
          'On the map a child sees today’s tasks as islands, the coins earned so far and what is still to do.',
        art: 'Map with four islands, two ticked off, a counter showing 125 coins and a task list',
        tasks: ['7 times table', 'Add to 20', 'Divide by 3', 'Review'],
      },
      bubbles: {
        title: 'Bubble popping',
        caption:
          'In bubble popping a child pops the bubble with the right answer. The dots at the bottom show how far the round has got.',
        art: 'The bubble popping game with the sum 6 × 7 and five bubbles with answers',
      },
      overview: {
        title: 'The class overview',
        caption:
          'The teacher sees the whole class in colour codes: for each child and each domain what is fluent and where attention is needed.',
        art: 'Class overview with seven pupils and five domains in green, orange, red and grey',
        heading: 'Class 5b',
        columns: ['+ to 20', '− to 20', 'Tables', 'Division', 'Mixed'],
        legend: ['Fluent', 'Working on it', 'Needs attention', 'Not yet'],
      },
      test: {
        title: 'Fluency test scores',
        caption:
          'After every ten sessions a child takes a fluency test. The scores show growth across the school year.',
        art: 'Bar chart with seven test scores rising from 38 to 78',
        heading: 'Fluency test: Noor',
      },
      savings: {
        title: 'The savings card',
        caption:
          'With the coins they earn, children collect blobs for their own collection on the savings card.',
        art: 'Savings card with six collected blobs and two empty spots',
      },
    },
  },
  prices: {
    title: 'Prices',
    lead: 'Simple prices per pupil per school year, with no set-up costs. Start with a free 30-day trial.',
    art: 'A stack of coins and a winking blob',
    vat: 'All prices exclude 21% VAT.',
    popular: 'Most popular',
    plans: {
      trial: {
        name: 'Free trial',
        price: 'Free',
        unit: '30 days, for the whole school',
        features: [
          'All games, classes and features',
          'Unlimited teachers and pupils',
          'No payment details needed',
          'Ends by itself after 30 days',
        ],
      },
      school: {
        name: 'School licence',
        price: '€6.50',
        unit: 'per pupil per school year, excl. VAT',
        features: [
          'Groups 3 to 8',
          'Unlimited teachers',
          'Practice at home included',
          'Class overview and fluency test',
          'Free webinars and support',
          'Minimum €195 per school year, excl. VAT',
        ],
      },
      home: {
        name: 'Home licence',
        price: '€29',
        unit: 'per child per year, excl. VAT',
        features: [
          'For parents, remedial teachers and tutors',
          'The same adaptive games',
          'Overview of progress',
          'Each further child €19 per year, excl. VAT',
        ],
      },
    },
    choose: 'Choose {{plan}}',
    extrasTitle: 'Training and tailored offers',
    extras: [
      'Webinars: free with a school licence.',
      'Team training at your school (90 minutes, up to 25 participants): €495 per session, excl. VAT, including travel in the Netherlands and Flanders.',
      'For school boards and schools with more than 400 pupils we are happy to make a tailored offer.',
    ],
    termsTitle: 'Good to know',
    terms: [
      'The school licence runs per school year (1 August to 31 July) and is not renewed automatically.',
      'You pay for the number of pupils in Maths Blobs on 1 October; pupils who join later are free.',
      'After the trial your school carries on with the same classes and results.',
    ],
  },
  faq: {
    title: 'Frequently asked questions',
    lead: 'Is your question not here? Feel free to get in touch.',
    art: 'Two blobs with a question mark and an exclamation mark',
    items: {
      groups: {
        q: 'Which year groups is Maths Blobs for?',
        a: 'For groups 3 to 8 of Dutch primary school (ages 6 to 12). In groups 3 and 4 the focus is on addition and subtraction to 10 and to 20; from group 4 the times tables and division are added. In the higher groups children keep the basic operations quick and sure.',
      },
      sums: {
        q: 'Which sums do children practise?',
        a: 'Addition and subtraction to 20, the multiplication tables up to 10 and the matching division facts, as games. With custom tasks you can also set your own set of sums.',
      },
      adaptive: {
        q: 'How does Maths Blobs adapt to my pupils?',
        a: 'After a short starting test every child gets a level. After every answer the child’s level and the sum’s difficulty are updated, and the next sum is chosen so that the child gets it right about three times out of four. Wrong sums come back soon, known sums now and then for review.',
      },
      install: {
        q: 'Do we need to install anything?',
        a: 'No. Maths Blobs works in every modern browser (Chrome, Edge, Firefox, Safari). No apps or plug-ins are needed and updates are automatic.',
      },
      devices: {
        q: 'Does it work on tablets, Chromebooks and the whiteboard?',
        a: 'Yes. Maths Blobs works on laptops, Chromebooks, iPads and Android tablets, and by touch on the interactive whiteboard. A screen of at least 9 inches is most comfortable for children.',
      },
      home: {
        q: 'Can children carry on practising at home?',
        a: 'Yes. With a school licence children log in at home with the same details as at school. What they practise at home counts in the class overview.',
      },
      privacy: {
        q: 'How do you handle children’s privacy?',
        a: 'The school is the data controller and Maths Blobs the processor under the GDPR; we sign the model data processing agreement of the Dutch Privacy Covenant. We only ask for what is needed (a first name and a class are enough), keep data in the EU and share it with no one. A school can export all its data and have it deleted.',
      },
      import: {
        q: 'How do I get my pupils into Maths Blobs?',
        a: 'Import an EDEXML file from your pupil administration system, such as ParnasSys or ESIS, in one go. A later import updates the pupils it already knows instead of creating duplicates. You can also add pupils by hand.',
      },
      time: {
        q: 'How long and how often should children practise?',
        a: 'A session takes 10 to 15 minutes. Three to four sessions a week give the best results; short and often works better than long and now and then.',
      },
      test: {
        q: 'What is the fluency test?',
        a: 'After every ten practice sessions a child automatically takes a short test of at most 50 sums. It starts easy, gets harder and stops by itself after too many errors. The score counts accuracy and speed and is visible to the child and the teacher.',
      },
      trial: {
        q: 'How does the free trial work?',
        a: 'Fill in the application form and you receive login details within one school day. You use Maths Blobs free for 30 days with the whole school. The trial ends by itself; there is no commitment.',
      },
      dyscalculia: {
        q: 'Is Maths Blobs suitable for children with dyscalculia?',
        a: 'Yes. Maths Blobs works in small steps, shows no ticking clock and needs little reading. You adjust the fluency norm per child, and custom tasks let a child practise in a focused way.',
      },
      pressure: {
        q: 'Do the games put children under time pressure?',
        a: 'No. Speed is part of the measurement, but children earn coins for effort, not for speed. There are no leaderboards: every child sees only their own progress.',
      },
      cancel: {
        q: 'How do I cancel the licence?',
        a: 'You do not have to: a school licence runs per school year and is not renewed automatically. Before the new school year we send a renewal proposal that you can accept or ignore.',
      },
    },
  },
  contact: {
    title: 'Contact',
    lead: 'Do you have a question, would you like a demonstration or do you need help using Maths Blobs? Send us a message; we answer within one school day.',
    art: 'A blob with an envelope',
    asideTitle: 'Direct contact',
    emailLabel: 'Email',
    hoursLabel: 'Available',
    trialTitle: 'Rather try it right away?',
    trialText: 'Apply for a free 30-day trial for your whole school.',
  },
  application: {
    title: 'Application form',
    lead: 'Apply for a free trial, a school licence or a home licence. You will hear from us within one school day.',
    art: 'A blob next to a completed form',
  },
  form: {
    required: 'required',
    optional: 'optional',
    sending: 'Sending…',
    checkFields: 'The form is not complete yet. Please check the marked fields.',
    network:
      'Sending failed: there is no connection to the server. Check your internet connection and try again. What you entered stays in the form.',
    server:
      'Sending failed because of a problem on our side. Please try again in a few minutes; what you entered stays in the form.',
    tooMany: 'You sent many forms in a short time. Please wait a minute and try again.',
    reference: 'Your reference number',
    receivedAt: 'Received on {{date}}',
    contact: {
      name: 'Name',
      email: 'Email address',
      school: 'School or organisation',
      phone: 'Phone number',
      subject: 'Subject',
      subjectChoose: 'Choose a subject',
      subjects: {
        question: 'A question about Maths Blobs',
        demo: 'Request a demonstration',
        support: 'Help with using it',
        other: 'Something else',
      },
      message: 'Message',
      messageHint: 'At least 10 characters.',
      submit: 'Send message',
      successTitle: 'Thank you for your message!',
      successBody: 'We have received your message and will reply to {{email}} within one school day.',
      again: 'Send another message',
    },
    application: {
      kind: 'What would you like to apply for?',
      kinds: {
        trial: 'Free trial',
        school: 'School licence',
        home: 'Home licence',
      },
      kindHints: {
        trial: '30 days free for the whole school, ends by itself.',
        school: '€6.50 per pupil per school year, excl. VAT.',
        home: 'For parents and remedial teachers: €29 per child per year, excl. VAT.',
      },
      organisation: 'Name of the school or organisation',
      organisationHint: 'Not needed for a home licence.',
      contactName: 'Your name',
      role: 'Your role',
      roleHint: 'For example teacher, special needs coordinator or head teacher.',
      email: 'Email address',
      phone: 'Phone number',
      postcode: 'Postcode',
      postcodeHint: 'For example 1234 AB or 2000.',
      city: 'Town or city',
      country: 'Country',
      countries: { NL: 'The Netherlands', BE: 'Belgium' },
      students: 'Number of pupils',
      studentsHome: 'Number of children',
      yearGroups: 'For which year groups?',
      yearGroup: 'Group {{n}}',
      message: 'Comments or questions',
      acceptTerms: 'I accept the terms and conditions and the data processing agreement of Maths Blobs.',
      submit: 'Send application',
      successTitle: 'Your application has been received',
      successBody: {
        trial: 'Within one school day you will receive the login details for your trial at {{email}}.',
        school: 'Within one school day we will send a confirmation and the login details to {{email}}.',
        home: 'Within one school day you will receive the login details and the invoice for your home licence at {{email}}.',
      },
      again: 'Send another application',
    },
  },
};
