import { card, question, type DayContent, type ProgrammeContent } from '../build.js';

/** VALDEPA: Valuing differences. Ten days from "every friend is different" to "different together". */
const DAYS: DayContent[] = [
  {
    title: 'Every friend is different',
    competency: 'social-awareness',
    lyrics: ['Some like red and some like blue', 'Some are loud some shy', 'Valdepa loves every friend', 'Like colours in the sky'],
    lesson: [
      card('Meet Valdepa', 'Valdepa is a little bug. It loves that every friend is different.', 'shapes'),
      card('Like a rainbow', 'A rainbow has many colours. Friends are like that: all different, all lovely.', 'rainbow'),
      card('Look around', 'Look around your class. Who likes to draw? Who likes to run?', 'eyes'),
    ],
    practice: [
      question(
        'Sofia loves drawing. Kwame loves running. Which is better?',
        ['Both are great', 'friends'],
        [
          ['Only drawing', 'paint'],
          ['Only running', 'shoes'],
        ],
        'Friends like different things, and every one is great.',
        1,
      ),
      question(
        'Kim likes quiet games. Jo likes loud games. What is true?',
        ['Friends can like different things', 'rainbow'],
        [['Jo must like quiet games too', 'quiet']],
        'Different friends like different games. That is fine.',
        1,
      ),
      question(
        'Your friend likes a snack you do not like. What can you think?',
        ['"We like different things"', 'shapes'],
        [['"Their snack is bad"', 'thumbs-down']],
        'Liking different things is part of being different.',
        1,
      ),
    ],
    beat: 'waltz',
    celebration: { message: 'Like a rainbow, every friend adds a colour. Well done!', picture: 'rainbow' },
  },
  {
    title: 'What makes me, me',
    competency: 'self-awareness',
    lyrics: ['My name my face my favourite song', 'The games I like to play', 'There is nobody just like me', 'I am special in my way'],
    lesson: [
      card('Only one you', 'There is nobody else just like you in the whole world.', 'mirror'),
      card('Things you love', 'Maybe you love cats, music or painting. The things you love are part of you.', 'heart'),
      card('Your name', 'Your name is special. Many names come from a family story.', 'family'),
    ],
    practice: [
      question(
        'Valdepa asks: is anyone in the world just like you?',
        ['No, I am the only me', 'mirror'],
        [['Yes, lots of people', 'team']],
        'There is only one you, and that is wonderful.',
      ),
      question(
        'Ama runs fast. You draw well. Who is special?',
        ['Both of you', 'friends'],
        [
          ['Only Ama', 'shoes'],
          ['Only you', 'paint'],
        ],
        'You are special, and so is Ama, in different ways.',
      ),
      question(
        'A classmate says your name the wrong way. What can you do?',
        ['Say it for them slowly', 'bubble'],
        [['Never say your name again', 'quiet']],
        'Your name matters. Say it slowly and kindly.',
        1,
      ),
    ],
    beat: 'steady',
    celebration: { message: 'There is only one you, and that is wonderful!', picture: 'mirror' },
  },
  {
    title: 'Kind, curious questions',
    competency: 'relationship-skills',
    lyrics: ['I ask you what you like to do', 'And then I listen well', 'You ask me what I like to do', 'We both have things to tell'],
    lesson: [
      card('Be curious', 'Curious means wanting to learn more. We can be curious about friends.', 'magnifier'),
      card('Kind questions', 'A kind question is "What games do you like?"', 'question'),
      card('Listen to the answer', 'After we ask, we listen. We may learn something new.', 'ear'),
      card('Likes, not looks', 'We ask about what friends like. We do not ask rude things about looks.', 'heart'),
    ],
    practice: [
      question(
        'Juno is new. Which is a kind, curious question?',
        ['"What games do you like?"', 'ball'],
        [['"Why are your shoes like that?"', 'shoes']],
        'Kind questions ask about what a friend likes.',
      ),
      question(
        'Juno tells you she loves snails. What can you do next?',
        ['Listen and ask more', 'ear'],
        [['Say "That is weird"', 'thumbs-down']],
        'Listening and asking more helps us learn about a friend.',
      ),
      question(
        'Juno asks what you like. What do you do?',
        ['Tell her and ask back', 'bubble'],
        [['Say nothing', 'quiet']],
        'Friends take turns to ask and to tell.',
        1,
      ),
    ],
    beat: 'echo',
    celebration: { message: 'Your kind questions helped you learn about a friend!', picture: 'magnifier' },
  },
  {
    title: 'Same and different',
    competency: 'social-awareness',
    lyrics: [
      'You like dogs and so do I',
      'You like rice I like bread',
      'Some things the same some things not',
      'Both are good Valdepa said',
    ],
    lesson: [
      card('The same', 'Maybe you and a friend both love dogs. That is something you share.', 'dog'),
      card('Different', 'Maybe you love apples and your friend loves bananas. That is different.', 'apple'),
      card('Both are good', 'Same things help us play together. Different things help us learn.', 'friends'),
    ],
    practice: [
      question(
        'Sara and Ken both love dogs. Is that the same or different?',
        ['The same: they both love dogs', 'dog'],
        [['Different: one loves cats', 'cat']],
        'When we both like something, it is the same.',
        1,
      ),
      question(
        'Ken likes rice. Sara likes bread. What can Sara say?',
        ['"Cool! Tell me about rice"', 'smile'],
        [['"Rice is wrong"', 'thumbs-down']],
        'Being curious about differences is kind.',
      ),
      question(
        'Valdepa asks: what can different things help us do?',
        ['Learn something new', 'lightbulb'],
        [['Stop being friends', 'stop-hand']],
        'Differences help us learn new things from each other.',
      ),
    ],
    beat: 'skip',
    celebration: { message: 'You found the same and the different. Both are good!', picture: 'friends' },
  },
  {
    title: 'Many kinds of families',
    competency: 'social-awareness',
    lyrics: ['Some families are big and loud', 'Some families are small', 'Each family is different', 'And love is in them all'],
    lesson: [
      card('Big and small', 'Some families are big. Some are small. Some children live with grandparents.', 'house'),
      card('Many ways', 'Some children have one parent. Some have two mums or two dads.', 'family'),
      card('Many words', 'Some families say hello in other words: "Hola!" "Jambo!" "Ni hao!"', 'bubble'),
      card('Love is the same', 'Families look different. Love and care are the same in every one.', 'heart'),
    ],
    practice: [
      question(
        'Ama lives with her grandma. Is that a real family?',
        ['Yes, love makes a family', 'family'],
        [['No, not a real one', 'thumbs-down']],
        'Every family is different. Love makes a family.',
        1,
      ),
      question(
        'Lin speaks two languages at home. What can you say?',
        ['"Can you teach me a word?"', 'bubble'],
        [['"Only talk like me"', 'stop-hand']],
        'Asking to learn a word is a kind way to be curious.',
      ),
      question(
        'Leo\u2019s family is small. Rosa\u2019s family is big. Which family is best?',
        ['Both are special', 'heart'],
        [
          ['The big one', 'team'],
          ['The small one', 'friends'],
        ],
        'Big or small, every family is special.',
        2,
      ),
    ],
    beat: 'waltz',
    celebration: { message: 'Every family is different, and every family has love!', picture: 'family' },
  },
  {
    title: 'Different strengths',
    competency: 'relationship-skills',
    lyrics: ['You can draw and I can build', 'And she can write it down', 'Put our different gifts together', 'The best team in the town'],
    lesson: [
      card('Good at different things', 'Everyone is good at something. We are not all good at the same things.', 'team'),
      card('Put it together', 'A poster needs drawing, writing and gluing. Each friend can do a part.', 'paint'),
      card('Share the jobs', 'We ask the team what each one likes doing. Then we share out the jobs.', 'checklist'),
    ],
    practice: [
      question(
        'Your group makes a poster. Ravi loves drawing. What job can he do?',
        ['Draw the pictures', 'paint'],
        [['Sit and watch', 'eyes']],
        'Each friend can use what they are good at.',
        1,
      ),
      question(
        'Eva has lots of ideas. How can she help the team?',
        ['Share her ideas', 'lightbulb'],
        [['Keep them to herself', 'quiet']],
        'Ideas are a strength too. Teams need them!',
        1,
      ),
      question(
        'How can your team share out the jobs?',
        ['Ask "What do you like doing?"', 'bubble'],
        [['One child bosses everyone', 'crown']],
        'Asking everyone helps each friend find the right job.',
      ),
    ],
    beat: 'march',
    celebration: { message: 'Different strengths made a great team today!', picture: 'team' },
  },
  {
    title: 'That is new to me',
    competency: 'self-management',
    lyrics: [
      'When something seems a little strange',
      'I stop before I speak',
      'I say that it is new to me',
      'And learn new things each week',
    ],
    lesson: [
      card('New things', 'A new food or a new song can seem strange at first.', 'question'),
      card('Pause', 'Before we say "yuck" or "weird", we stop.', 'stop-hand'),
      card('Try these words', 'We can say, "That is new to me. Tell me about it!"', 'bubble'),
      card('A kind face', 'Our faces can be kind too. A smile says "I want to know more."', 'smile'),
    ],
    practice: [
      question(
        'Hana\u2019s lunch smells new to you. What can you say?',
        ['"That is new to me. What is it?"', 'question'],
        [['"That smells weird"', 'nose']],
        'Stop first. Then say, "That is new to me."',
        1,
      ),
      question(
        'Kofi sings a song from his grandpa\u2019s country. It sounds new. What do you do?',
        ['Stop and listen', 'ear'],
        [['Laugh at it', 'laugh']],
        'New songs can be fun to learn. Listen first.',
      ),
      question(
        'How can your face show you want to know more?',
        ['A kind smile', 'smile'],
        [['A screwed-up face', 'cross']],
        'A smile tells a friend you are curious.',
      ),
    ],
    beat: 'steady',
    celebration: { message: 'You met new things with a kind smile today!', picture: 'smile' },
  },
  {
    title: 'Two ideas, one game',
    competency: 'relationship-skills',
    lyrics: ['You want tag and I want pirates', 'Two ideas in a row', 'We mix them up to pirate tag', 'Now off to play we go'],
    lesson: [
      card('Different ideas', 'Friends often want to play different things. That is normal.', 'thought'),
      card('Listen to both', 'Each friend tells their idea. Everyone listens.', 'ear'),
      card('Mix them', 'Tag and pirates? Play pirate tag! Mixing ideas makes new games.', 'lightbulb'),
      card('Take turns', 'Or we play one idea first, then the other.', 'turn'),
    ],
    practice: [
      question(
        'Isla wants to build. Noah wants to paint. What can they do?',
        ['Build a house, then paint it', 'blocks'],
        [['Argue all break', 'cross']],
        'Mixing two ideas can make one great game.',
        1,
      ),
      question(
        'Your friend has a different idea for a game. What do you do first?',
        ['Listen to it', 'ear'],
        [['Say "No, mine!"', 'shout']],
        'Listening to every idea is fair and kind.',
      ),
      question(
        'Two friends want different games. What is fair?',
        ['Take turns to choose', 'turn'],
        [['The bossiest one chooses', 'crown']],
        'Taking turns to choose means everyone gets a go.',
        1,
      ),
    ],
    beat: 'skip',
    celebration: { message: 'You mixed two ideas and made a new game!', picture: 'lightbulb' },
  },
  {
    title: 'Stand up for different',
    competency: 'responsible-decision-making',
    lyrics: ['If someone laughs at how you talk', 'I will not laugh along', 'I say stop and stand with you', 'Together we are strong'],
    lesson: [
      card('Teasing hurts', 'Teasing someone for being different hurts their feelings.', 'cry'),
      card('Do not join in', 'If others laugh at a friend, we choose not to laugh.', 'quiet'),
      card('Say stop', 'We can say, "Stop. That is not kind."', 'stop-hand'),
      card('Get help', 'We stay with our friend. We tell a grown-up we trust.', 'teacher'),
    ],
    practice: [
      question(
        'Some children laugh at Marco\u2019s glasses. What can you do?',
        ['Say "Stop, that is not kind"', 'stop-hand'],
        [['Laugh along', 'laugh']],
        'Calm words like "Stop, that is not kind" help.',
        1,
      ),
      question(
        'Amina says some words in a different way. Someone copies her. How might she feel?',
        ['Hurt and sad', 'cry'],
        [['Pleased', 'smile']],
        'Being copied or teased hurts. We can help.',
      ),
      question(
        'The teasing does not stop. What do you do?',
        ['Tell a grown-up you trust', 'teacher'],
        [
          ['Keep it secret', 'quiet'],
          ['Tease them back', 'shout'],
        ],
        'A grown-up you trust can help make it stop.',
        1,
      ),
    ],
    beat: 'march',
    celebration: { message: 'You stood up for a friend. That was kind and brave!', picture: 'heart' },
  },
  {
    title: 'Different together',
    competency: 'self-awareness',
    lyrics: ['I am me and you are you', 'We are not the same', 'I ask I listen and I mix', 'And we all join the game'],
    lesson: [
      card('Look back', 'You learned that every friend is different, and so are you.', 'mirror'),
      card('Your tools', 'Ask kind questions. Say "That is new to me." Mix ideas. Stand up for friends.', 'checklist'),
      card('A colourful world', 'Our world is like a garden with many flowers. Every one adds colour.', 'flower'),
    ],
    practice: [
      question(
        'At the park, you meet a child who speaks another language. What can you do?',
        ['Smile and play together', 'friends'],
        [['Play somewhere else', 'footsteps']],
        'You do not need the same words to play together.',
      ),
      question(
        'What makes Valdepa\u2019s class a great place?',
        ['All our differences', 'rainbow'],
        [['Everyone liking one game', 'ball']],
        'Our differences make the class more fun.',
        1,
      ),
      question(
        'Someone says, "You are different!" What can you say?',
        ['"Yes, and I like it!"', 'proud'],
        [['"Sorry, I will change"', 'frown']],
        'Being different is a good thing. You are great as you are.',
        1,
      ),
    ],
    beat: 'echo',
    celebration: { message: 'Ten days of loving differences! You make the world more colourful!', picture: 'rainbow' },
  },
];

export const VALDEPA: ProgrammeContent = {
  character: 'VALDEPA',
  days: DAYS,
  screening: {
    title: 'Differences quiz',
    questions: [
      question(
        'A new child eats a lunch you have never seen. What can you say?',
        ['"What is it called?"', 'question'],
        [['"Yuck!"', 'thumbs-down']],
        'Kind questions help us learn about new things.',
      ),
      question(
        'Two friends like different games. Is that okay?',
        ['Yes, friends can be different', 'friends'],
        [['No, they must like the same', 'stop-hand']],
        'Friends can like different things and still be friends.',
        1,
      ),
      question(
        'A girl in a wheelchair wants to play. What do you do?',
        ['Find a game you can all play', 'wheelchair'],
        [['Play without her', 'alone']],
        'We can find a game that everyone can play.',
      ),
      question(
        'Children laugh at how a boy speaks. What can you do?',
        ['Stand with him and tell a grown-up', 'teacher'],
        [['Laugh too', 'laugh']],
        'Standing with him and telling a grown-up helps.',
      ),
      question(
        'Your friend\u2019s family is not like yours. That is...',
        ['Fine, families are different', 'family'],
        [
          ['Wrong', 'thumbs-down'],
          ['Funny', 'laugh'],
        ],
        'Families are different, and every one is special.',
      ),
    ],
  },
};
