import { card, question, type DayContent, type ProgrammeContent } from '../build.js';

/** INROCK: Inner strength. A calm, strong rock inside that keeps us steady. */
const DAYS: DayContent[] = [
  {
    title: 'My rock inside',
    competency: 'self-awareness',
    lyrics: ['Deep inside I have a rock', 'It keeps me strong and steady', 'When the wind begins to blow', 'My rock says I am ready'],
    lesson: [
      card('A rock inside', 'Inrock has a strong, calm rock inside. You have one too!', 'rock'),
      card('Steady', 'Our rock helps us stay steady when things are hard.', 'shield'),
      card('Find it', 'Put a hand on your tummy. Feel how strong you are.', 'hands'),
    ],
    practice: [
      question('What keeps Inrock steady?', ['Its rock inside', 'rock'], [['A balloon', 'bubble']], 'The rock inside keeps us steady.'),
      question(
        'Where can you feel your rock?',
        ['In your tummy', 'hands'],
        [['In your shoe', 'footsteps']],
        'Put a hand on your tummy and feel it.',
        1,
      ),
      question(
        'When things are hard, your rock helps you be...',
        ['Steady', 'shield'],
        [['Wobbly', 'feather']],
        'Our rock helps us stay steady.',
      ),
    ],
    beat: 'steady',
    celebration: { message: 'You found your rock inside today!', picture: 'rock' },
  },
  {
    title: 'Deep breaths',
    competency: 'self-management',
    lyrics: [
      'Breathe in slow like smelling flowers',
      'Breathe out slow like candles',
      'In and out and in and out',
      'My calm is in my hands',
    ],
    lesson: [
      card('Smell the flower', 'Breathe in slowly through your nose, like smelling a flower.', 'plant'),
      card('Blow the candle', 'Breathe out slowly, like blowing out a candle.', 'breath'),
      card('Calm body', 'Slow breaths help our body feel calm.', 'feather'),
    ],
    practice: [
      question(
        'How do we breathe in?',
        ['Slowly, like smelling a flower', 'plant'],
        [['Very fast', 'shout']],
        'Slow breaths in, like smelling a flower.',
      ),
      question(
        'How do we breathe out?',
        ['Like blowing a candle', 'breath'],
        [['Holding it in', 'frown']],
        'Blow out slowly, like a candle.',
        1,
      ),
      question('Slow breaths make us feel...', ['Calm', 'feather'], [['Cross', 'frown']], 'Slow breaths calm our body.'),
    ],
    beat: 'waltz',
    celebration: { message: 'What calm, strong breaths you took!', picture: 'breath' },
  },
  {
    title: 'Naming feelings',
    competency: 'self-awareness',
    lyrics: ['Happy sad and cross and scared', 'All feelings come and go', 'When I say my feeling name', 'It helps my rock to grow'],
    lesson: [
      card('All feelings are okay', 'Happy, sad, cross and scared are all feelings everyone has.', 'heart'),
      card('Name it', 'Saying "I feel sad" helps the feeling get smaller.', 'bubble'),
      card('Feelings pass', 'Feelings are like weather. They come and they go.', 'rain'),
    ],
    practice: [
      question(
        'Is it okay to feel sad?',
        ['Yes, all feelings are okay', 'heart'],
        [['No, never', 'thumbs-down']],
        'Everyone has every feeling sometimes.',
      ),
      question(
        'What helps a big feeling?',
        ['Saying its name', 'bubble'],
        [['Hiding it', 'quiet']],
        'Naming a feeling helps it shrink.',
        1,
      ),
      question('Feelings are like...', ['Weather', 'rain'], [['A wall', 'rock']], 'Feelings come and go, like weather.'),
    ],
    beat: 'echo',
    celebration: { message: 'You named your feelings like a pro!', picture: 'heart' },
  },
  {
    title: 'Try, try again',
    competency: 'self-management',
    lyrics: ['If at first I do not win', 'I will try again', 'Step by step I learn and grow', 'My rock is my best friend'],
    lesson: [
      card('Tricky things', 'Some things are tricky the first time.', 'puzzle'),
      card('Try again', 'When we try again, our brain grows stronger.', 'ladder'),
      card('Step by step', 'Big things are made of little steps.', 'footsteps'),
    ],
    practice: [
      question(
        'Your tower falls down. What do you do?',
        ['Try again', 'ladder'],
        [['Give up', 'thumbs-down']],
        'Trying again makes us stronger.',
      ),
      question('Big things are made of...', ['Little steps', 'footsteps'], [['Magic', 'star']], 'Step by step we get there.', 1),
      question(
        'A puzzle is tricky. Your brain...',
        ['Grows stronger', 'puzzle'],
        [['Gets smaller', 'frown']],
        'Tricky things help our brains grow.',
      ),
    ],
    beat: 'march',
    celebration: { message: 'You kept trying. That is real inner strength!', picture: 'ladder' },
  },
  {
    title: 'Asking for help',
    competency: 'relationship-skills',
    lyrics: ['Strong friends ask for help', 'When something is too tough', 'Can you help me please I say', 'Together we are enough'],
    lesson: [
      card('Everyone needs help', 'Even grown-ups ask for help sometimes.', 'helper'),
      card('Ask kindly', 'We can say "Can you help me, please?"', 'hands'),
      card('Who can help?', 'Teachers, family and friends can help us.', 'friends'),
    ],
    practice: [
      question(
        'Your zip is stuck. What can you say?',
        ['"Can you help me, please?"', 'helper'],
        [['Cry and hide', 'frown']],
        'Asking for help is brave and strong.',
      ),
      question('Who can help you at school?', ['A teacher', 'friends'], [['Nobody', 'quiet']], 'Teachers are there to help.', 1),
      question('Is asking for help strong?', ['Yes!', 'thumbs-up'], [['No', 'thumbs-down']], 'Strong people ask for help.'),
    ],
    beat: 'skip',
    celebration: { message: 'Asking for help is a superpower. Well done!', picture: 'helper' },
  },
  {
    title: 'Calm body',
    competency: 'self-management',
    lyrics: ['Squeeze my hands and let them go', 'Shake my arms so free', 'Stretch up high then curl up small', 'A calm and happy me'],
    lesson: [
      card('Squeeze and let go', 'Squeeze your hands tight, then let go. Feel them relax.', 'hands'),
      card('Shake it out', 'Shaking our arms can shake out wiggly feelings.', 'feather'),
      card('Stretch', 'Stretch up tall like a tree, then curl up small.', 'tree'),
    ],
    practice: [
      question(
        'How can hands help you relax?',
        ['Squeeze, then let go', 'hands'],
        [['Hit something', 'thumbs-down']],
        'Squeeze tight, then let go.',
      ),
      question('Stretch up tall like a...', ['Tree', 'tree'], [['Rock', 'rock']], 'Tall like a tree!', 1),
      question(
        'Shaking your arms shakes out...',
        ['Wiggly feelings', 'feather'],
        [['Your shoes', 'footsteps']],
        'A shake helps wiggly feelings go.',
      ),
    ],
    beat: 'steady',
    celebration: { message: 'Your calm body was so strong today!', picture: 'feather' },
  },
  {
    title: 'Brave steps',
    competency: 'responsible-decision-making',
    lyrics: ['My tummy feels all wobbly', 'But I can still be brave', 'One small step and then one more', 'I try and then I wave'],
    lesson: [
      card('Wobbly tummy', 'New things can make our tummy feel wobbly.', 'feather'),
      card('Brave is trying', 'Being brave means trying even when we feel wobbly.', 'shield'),
      card('One small step', 'Start with one small step.', 'footsteps'),
    ],
    practice: [
      question(
        'Something new feels scary. What is brave?',
        ['Try one small step', 'footsteps'],
        [['Never try', 'thumbs-down']],
        'Brave is trying, even a tiny bit.',
      ),
      question(
        'A wobbly tummy means...',
        ['Something is new', 'feather'],
        [['You are bad', 'frown']],
        'Wobbly tummies are normal with new things.',
        1,
      ),
      question(
        'Being brave means you feel...',
        ['Wobbly but try', 'shield'],
        [['Never scared', 'rock']],
        'Brave people feel scared and try anyway.',
      ),
    ],
    beat: 'march',
    celebration: { message: 'You took brave steps today. Wow!', picture: 'shield' },
  },
  {
    title: 'Mistakes help me learn',
    competency: 'self-awareness',
    lyrics: ['Oops I made a big mistake', 'That is how I learn', 'I fix it up I try once more', 'And then I take my turn'],
    lesson: [
      card('Everyone makes mistakes', 'Mistakes happen to everyone.', 'puzzle'),
      card('Oops, then fix', 'We say "oops", then we fix what we can.', 'hands'),
      card('Learning', 'Each mistake teaches us something new.', 'book'),
    ],
    practice: [
      question(
        'You spill your water. What do you do?',
        ['Say "oops" and clean up', 'hands'],
        [['Run away', 'footsteps']],
        'Oops, then fix it!',
      ),
      question('Mistakes help us...', ['Learn', 'book'], [['Give up', 'thumbs-down']], 'Every mistake teaches us something.', 1),
      question('Who makes mistakes?', ['Everyone', 'friends'], [['Only me', 'frown']], 'Everyone makes mistakes.'),
    ],
    beat: 'echo',
    celebration: { message: 'You turned oops into learning!', picture: 'book' },
  },
  {
    title: 'Steady with friends',
    competency: 'social-awareness',
    lyrics: [
      'When my friend says something mean',
      'I breathe and stay so strong',
      'I can say please stop that now',
      'And then I move along',
    ],
    lesson: [
      card('Mean words', 'Sometimes people say mean things.', 'thumbs-down'),
      card('Stay steady', 'We breathe, stand tall, and stay steady like a rock.', 'rock'),
      card('Use your words', 'We can say "Please stop" and tell a grown-up.', 'helper'),
    ],
    practice: [
      question(
        'Someone says a mean thing. First you...',
        ['Breathe and stand tall', 'rock'],
        [['Say something meaner', 'shout']],
        'Breathe and stay steady.',
      ),
      question('What can you say?', ['"Please stop"', 'quiet'], [['Nothing ever', 'frown']], 'Clear words help: "Please stop."', 1),
      question('If it keeps happening, tell...', ['A grown-up', 'helper'], [['No one', 'quiet']], 'Grown-ups can help.'),
    ],
    beat: 'skip',
    celebration: { message: 'You stayed steady like a rock!', picture: 'rock' },
  },
  {
    title: 'I am strong',
    competency: 'self-awareness',
    lyrics: ['I can breathe and I can try', 'I can ask for help', 'I have a rock deep inside', 'I am strong myself'],
    lesson: [
      card('Look what you learned', 'Breathing, naming feelings, trying again and asking for help.', 'star'),
      card('Your toolbox', 'These are tools you can use any day.', 'toybox'),
      card('You are strong', 'Your rock inside is strong and it is yours.', 'rock'),
    ],
    practice: [
      question('Which is an inner-strength tool?', ['Deep breaths', 'breath'], [['Shouting', 'shout']], 'Deep breaths are a great tool.'),
      question('Your rock inside is...', ['Strong and yours', 'rock'], [['Gone', 'quiet']], 'It is always there, and it is yours.', 1),
      question('When something is hard you can...', ['Try again', 'ladder'], [['Give up', 'thumbs-down']], 'Try again. You are strong!'),
    ],
    beat: 'steady',
    celebration: { message: 'Ten days strong! You are an Inner Rock Star!', picture: 'star' },
  },
];

export const INROCK: ProgrammeContent = {
  character: 'INROCK',
  days: DAYS,
  screening: {
    title: 'Strong inside quiz',
    questions: [
      question(
        'You feel cross. What helps?',
        ['A slow breath', 'breath'],
        [['Throwing things', 'thumbs-down']],
        'Slow breaths help big feelings.',
      ),
      question('Something is hard. You...', ['Try again', 'ladder'], [['Give up', 'frown']], 'Trying again makes us stronger.', 1),
      question('You feel sad. Is that okay?', ['Yes, feelings are okay', 'heart'], [['No, hide it', 'quiet']], 'Every feeling is okay.'),
      question('You are stuck. Who can help?', ['A grown-up', 'family'], [['Nobody', 'alone']], 'Asking for help is strong.', 1),
      question('You made a mistake. It helps you...', ['Learn', 'lightbulb'], [['Stop trying', 'stop-hand']], 'Mistakes help us learn.'),
    ],
  },
};
