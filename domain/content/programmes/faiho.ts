import { ALSO_GOOD, card, question, testItem, type DayContent, type ProgrammeContent } from '../build.js';

/** FAIHO: Hope. Ten days from "the rain will pass" to "I can help good things happen". */
const DAYS: DayContent[] = [
  {
    title: 'Look for the rainbow',
    competency: 'self-awareness',
    lesson: [
      card('Hope', 'Hope means believing good things can happen.', 'rainbow'),
      card('Hopeful', 'Hopeful is a feeling. It says, "Good things can come."', 'sun'),
      card('After the rain', 'A hard day is like a rain cloud. It passes.', 'rain'),
      card('Look ahead', 'Sad today? Think of something good coming, like a visit from Grandma.', 'calendar'),
    ],
    practice: [
      question(
        'Jia had a hard day at school. What could Faiho tell her?',
        ['"Tomorrow can be better"', 'sun'],
        [
          ['"Forget about it"', 'thought'],
          ['"Every day is like this one"', 'cloud'],
        ],
        'Like rain, hard days pass. Hope looks ahead.',
        1,
      ),
      question(
        'Faiho feels sad. Her best friend is away this week. What could she think about?',
        ['Playing with him when he\u2019s back', 'calendar'],
        [
          ['How long and sad the week will feel', 'clock'],
          ['Finding a brand new best friend', 'friends'],
        ],
        'Sad is okay. Thinking of good things to come helps hope grow.',
        2,
      ),
      question(
        'Dark clouds fill the sky on Faiho\u2019s walk. What could she look for?',
        ['A rainbow after the rain', 'rainbow'],
        [
          ['A quick way to go straight home', 'house'],
          ['The biggest puddle to stomp in', 'rain', ALSO_GOOD],
        ],
        'Hope looks for the rainbow after the rain.',
      ),
    ],
    celebration: { message: 'You looked for rainbows with Faiho today!', picture: 'rainbow' },
  },
  {
    title: 'Cloudy day helpers',
    competency: 'self-management',
    lesson: [
      card('Cloudy days', 'Some days we feel sad or grumpy. That is okay.', 'cloud'),
      card('Things that help', 'A song, a drawing or a walk outside can help.', 'music'),
      card('People who help', 'A hug from someone who loves you can help too.', 'hug'),
      card('Mad days too', 'Feeling mad? Use Stop, breathe, name it, then pick a helper.', 'calm-down'),
      card('Your own list', 'Think of your own helpers. Which ones work for you?', 'checklist'),
    ],
    practice: [
      question(
        'Faiho feels grumpy after school. What could help her?',
        ['Humming her favorite song', 'music'],
        [
          ['Slamming her bedroom door', 'door'],
          ['Telling Mom she is fine', 'mask'],
        ],
        'Grumpy is okay. A song can help a cloudy feeling pass.',
      ),
      question(
        'Faiho says, "My day feels cloudy." What might she mean?',
        ['She might feel a bit sad', 'cloud'],
        [
          ['It might rain on her soon', 'rain'],
          ['She wants to go out in the sun', 'sun'],
        ],
        'Cloudy can be a feeling word. Faiho might mean sad or grumpy.',
        1,
      ),
      question(
        'Tom feels sad because his cat is sick. What could Tom do?',
        ['Ask Grandma for a hug', 'hug'],
        [
          ['Tell himself to stop being sad', 'thought'],
          ['Play games late into the night', 'moon'],
        ],
        'Sad is okay. People who love us help on cloudy days.',
        2,
      ),
    ],
    celebration: { message: 'You thought about your cloudy day helpers!', picture: 'music' },
  },
  {
    title: 'A seed of hope',
    competency: 'self-management',
    lesson: [
      card('A wish', 'Hope starts with a wish, like "I want to ride my bike."', 'bike'),
      card('A goal', 'Turn the wish into a goal: practice a little every day.', 'target'),
      card('Water it', 'Like a seed, a goal needs care each day to grow.', 'watering-can'),
      card('Excited', 'Each small step can make us feel excited.', 'excited'),
    ],
    practice: [
      question(
        'Faiho wants to learn a new song for the show. What helps most?',
        ['Sing it a little every day', 'calendar'],
        [
          ['Wish hard every night', 'moon'],
          ['Sing it the night before', 'clock'],
        ],
        'Hope is wishing, and then doing a little each day.',
        1,
      ),
      question(
        'A seed needs water to grow. What does a goal need?',
        ['Some work every day', 'watering-can'],
        [
          ['Goals grow by themselves', 'seed'],
          ['Lots and lots of wishing', 'thought'],
        ],
        'Goals grow when we care for them each day.',
      ),
      question(
        'Faiho hopes to walk to school by herself one day. What could she do now?',
        ['Walk there with Dad and learn the way', 'footsteps'],
        [
          ['Wait until she is much older', 'hourglass'],
          ['Look at a map of the town', 'map', ALSO_GOOD],
        ],
        'A big goal starts with one small step today.',
        2,
      ),
    ],
    celebration: { message: 'You planned small steps for a big hope!', picture: 'seed' },
  },
  {
    title: 'Faiho finds another way',
    competency: 'responsible-decision-making',
    lesson: [
      card('Stuck?', 'Sometimes our plan does not work. We might feel frustrated.', 'cross'),
      card('Think of ideas', 'Ask: "What else could I try?" Think of two more ideas.', 'lightbulb'),
      card('Pick a safe one', 'Choose a safe idea and try it. Hope keeps us going.', 'path'),
      card('Ask for ideas', 'Friends and grown-ups can help you think of more ways.', 'friends'),
    ],
    practice: [
      question(
        'Faiho wants to play soccer, but her ball is flat. What else could she try?',
        ['Borrow a ball from a neighbor', 'ball'],
        [
          ['Go back inside and give up', 'door'],
          ['Sit and wait for a new ball', 'hourglass'],
        ],
        'When one way does not work, we find another.',
      ),
      question(
        'Sami\u2019s paper boat sinks in the puddle. What else could he try?',
        ['Fold a new one with thicker paper', 'boat'],
        [
          ['Throw the boat in the trash', 'trash'],
          ['Tell himself boats are silly', 'thought'],
        ],
        'A new idea can make the boat float.',
        1,
      ),
      question(
        'Faiho\u2019s first idea did not work. What could she ask herself?',
        ['"What else could I try?"', 'question'],
        [
          ['"Why does this happen to me?"', 'cloud'],
          ['"Can I stop now?"', 'stop-hand'],
        ],
        'Asking "What else?" helps us find a new way.',
        2,
      ),
      question(
        'Faiho\u2019s kitten is on top of the bookcase. What could she do?',
        ['Ask Mom to help get him down', 'ask-help'],
        [
          ['Climb the bookcase to reach him', 'climb-shelf'],
          ['Wait below and call his name', 'cat', ALSO_GOOD],
        ],
        'A good idea is a safe idea. Asking for help is strong.',
        1,
      ),
    ],
    celebration: { message: 'You thought of other ways. Hope wins!', picture: 'path' },
  },
  {
    title: 'Faiho\u2019s hopeful words',
    competency: 'self-awareness',
    lesson: [
      card('Words inside', 'We all talk to ourselves inside our heads.', 'thought'),
      card('Hopeful words', 'Hopeful words sound like "It can get better."', 'bubble'),
      card('Swap the words', 'Notice words like "never" and "always". Swap them for hopeful ones.', 'turn'),
      card('Hopeful', 'Hopeful is a feeling that looks ahead to good things.', 'sun'),
    ],
    practice: [
      question(
        'Faiho\u2019s team lost again. Which words are hopeful?',
        ['"We can practice and try again"', 'team'],
        [
          ['"We are not going to win"', 'thumbs-down'],
          ['"Let\u2019s get new players"', 'friends'],
        ],
        'Hopeful words help a team keep trying.',
      ),
      question(
        'Faiho thinks, "I always mess up." What could she think instead?',
        ['"Sometimes I mess up, and I learn"', 'brain'],
        [
          ['"Everyone messes up worse than me"', 'team'],
          ['"I won\u2019t try. I give up."', 'stop-hand'],
        ],
        'Swap "always" for words that are true and hopeful.',
        1,
      ),
      question(
        'Idris thinks nobody will play with him at his new school. What hopeful words could help?',
        ['"I can say hi to one kid"', 'wave'],
        [
          ['"I could stay home"', 'house'],
          ['"I will wait for them to ask me"', 'hourglass'],
        ],
        'Hopeful words help Idris take a first step.',
        2,
      ),
    ],
    celebration: { message: 'You chose hopeful words today!', picture: 'bubble' },
  },
  {
    title: 'Hope for a friend',
    competency: 'social-awareness',
    lesson: [
      card('Notice', 'Look at a friend\u2019s face. They might feel sad or worried.', 'eyes'),
      card('Listen first', 'Let them tell you about it. Listening helps.', 'ear'),
      card('Share hope', 'Gently say, "It can get better. I will help."', 'rainbow'),
    ],
    practice: [
      question(
        'Mateo\u2019s sunflower did not grow. He looks sad. What could Faiho do first?',
        ['Ask, "What happened?" and listen', 'question'],
        [
          ['Tell him how to grow it better', 'lightbulb'],
          ['Give him her own sunflower', 'gift'],
        ],
        'First we listen. Then Mateo might feel understood.',
      ),
      question(
        'Mateo wants to try again. What could Faiho say?',
        ['"Let\u2019s plant new seeds together!"', 'seed'],
        [
          ['"You forgot to water it, I bet"', 'watering-can'],
          ['"Maybe buy a sunflower"', 'flower'],
        ],
        'Sharing hope helps a friend try again.',
        2,
      ),
      question(
        'Zara\u2019s grandma lives far away. Zara misses her. How might Zara feel?',
        ['Sad', 'frown'],
        [
          ['Proud', 'proud'],
          ['Bored', 'bored'],
        ],
        'Missing someone might make us feel sad.',
        1,
      ),
      question(
        'Zara might feel sad. What hopeful idea could Faiho share?',
        ['"Let\u2019s make Grandma a gift"', 'gift'],
        [
          ['"Lots of grandmas live far away"', 'globe'],
          ['"Try not to think about her"', 'thought'],
        ],
        'A gift is something Zara can do. That brings hope.',
      ),
    ],
    celebration: { message: 'You thought about sharing hope with a friend!', picture: 'rainbow' },
  },
  {
    title: 'Hoping together',
    competency: 'relationship-skills',
    lesson: [
      card('Share a hope', 'Tell friends what you hope for. They might hope for it too.', 'bubble'),
      card('Plan together', 'A class garden starts with one hope and many helpers.', 'team'),
      card('Everyone helps', 'One friend digs, one waters, one plants the seeds.', 'watering-can'),
      card('Excited together', 'A shared hope can feel exciting. Say "We can do it!"', 'confetti'),
    ],
    practice: [
      question(
        'The class hopes to grow a garden. What could Faiho do?',
        ['Help plant the seeds', 'helper'],
        [
          ['Cheer while the class digs', 'clap'],
          ['Tell everyone what to plant, and how', 'bubble'],
        ],
        'Everyone can help a shared hope come true.',
        1,
      ),
      question(
        'Faiho\u2019s team hopes to win the relay. How could they get ready?',
        ['Practice passing together', 'team'],
        [
          ['Let the fastest kids run', 'flag'],
          ['Miss practice and hope', 'thought'],
        ],
        'Teams get better when they practice together.',
      ),
      question(
        'Kofi\u2019s idea is different from Faiho\u2019s. What now?',
        ['Talk and mix the ideas', 'bubble'],
        [
          ['Vote fast, so her idea wins', 'raise-hand'],
          ['Clap for Kofi\u2019s idea, drop hers', 'clap'],
        ],
        'Talking it through helps both ideas count.',
        2,
      ),
    ],
    celebration: { message: 'You thought about hoping together!', picture: 'team' },
  },
  {
    title: 'Waiting with hope',
    competency: 'self-management',
    lesson: [
      card('Good things take time', 'Seeds, birthdays and new skills all take time.', 'hourglass'),
      card('Bored', 'Waiting can make us feel bored. Bored is okay.', 'bored'),
      card('While you wait', 'While you wait, sing a song, count or play a game.', 'music'),
      card('Count the days', 'A calendar helps. Mark off each day until the big day.', 'calendar'),
    ],
    practice: [
      question(
        'Faiho planted a seed yesterday. Nothing shows. What could she do?',
        ['Water it and wait', 'watering-can'],
        [
          ['Dig the seed up to check on it', 'seed'],
          ['Plant a new seed right on top', 'plant'],
        ],
        'Seeds need time. We keep caring while we wait.',
        2,
      ),
      question(
        'Nadia\u2019s birthday is in five days. How could she wait?',
        ['Mark off each day on a calendar', 'calendar'],
        [
          ['Ask "Is it today?" every single hour', 'clock'],
          ['Open one present early', 'gift'],
        ],
        'A calendar helps the waiting feel shorter.',
        1,
      ),
      question(
        'The wait for the swing is long. Faiho feels bored. What could help?',
        ['Hum a song in line', 'music'],
        [
          ['Ask the swinger, "Can you hurry?"', 'bubble'],
          ['Ask to jump in front for a turn', 'turn'],
        ],
        'Bored is okay. A song helps the time pass.',
      ),
      question(
        'Leo sighs. "There is nothing to do," he says. How might Leo feel?',
        ['Bored', 'bored'],
        [
          ['Scared', 'scared'],
          ['Proud', 'proud'],
        ],
        'Sighing and "nothing to do" are clues. Leo might feel bored.',
        2,
      ),
    ],
    celebration: { message: 'You thought about waiting with hope!', picture: 'hourglass' },
  },
  {
    title: 'Making good things happen',
    competency: 'responsible-decision-making',
    lesson: [
      card('Hope can act', 'Hope is not just waiting. We can help good things happen.', 'helper'),
      card('Inspired', 'Inspired is when a good idea makes you want to act.', 'inspired'),
      card('Think it through', 'Ask: what could I do? What will happen if I do it?', 'lightbulb'),
      card('Small acts', 'Picking up trash or planting a seed makes tomorrow better.', 'plant'),
    ],
    practice: [
      question(
        'Faiho hopes the park stays clean. What could she choose to do?',
        ['Put trash in the trash can', 'trash'],
        [
          ['Water the flowers in the park', 'watering-can'],
          ['Play at another park', 'walk-away'],
        ],
        'We can help our hopes come true.',
        1,
      ),
      question(
        'Faiho\u2019s class hopes to see more birds. What could they do?',
        ['Make a bird feeder', 'bird'],
        [
          ['Listen for birds each morning', 'ear'],
          ['Draw birds on the windows', 'crayons'],
        ],
        'Food brings birds. Choosing to act helps good things happen.',
      ),
      question(
        'Ivy\u2019s baby brother is crying. Ivy feels inspired to help. What could she do?',
        ['Sing him a gentle song', 'music'],
        [
          ['Pick him up by herself', 'hug'],
          ['Tell a grown-up he is crying', 'ask-help', ALSO_GOOD],
        ],
        'A song is kind and safe. Babies need grown-ups to lift them.',
        2,
      ),
    ],
    celebration: { message: 'You chose ways to make good things happen!', picture: 'plant' },
  },
  {
    title: 'Faiho\u2019s rainbow of hope',
    competency: 'self-awareness',
    lesson: [
      card('Look back', 'You found the rainbow, made a plan and tried new ways.', 'rainbow'),
      card('Your hope tools', 'Hopeful words, a plan, another way, and friends who help.', 'map'),
      card('Confident', 'Hope helps you feel confident to try new things.', 'confident'),
      card('Fly on', 'When rain comes again, you know how to look for the rainbow.', 'bird'),
    ],
    practice: [
      question(
        'Rain spoils Faiho\u2019s picnic day. What hopeful thing could she say?',
        ['"We can picnic another day"', 'calendar'],
        [
          ['"Picnics don\u2019t work out"', 'cloud'],
          ['"Let\u2019s eat out in the rain"', 'rain'],
        ],
        'Hope says: another day can be good.',
      ),
      question(
        'Faiho\u2019s birdhouse falls apart. What could she do?',
        ['Try building another way', 'path'],
        [
          ['Give up and go play ball instead', 'ball'],
          ['Throw the pieces in the trash', 'trash'],
        ],
        'There is almost always another way to try.',
        2,
      ),
      question(
        'Alex\u2019s drawing got wet in the rain. What is a hopeful choice?',
        ['Draw a new one', 'crayons'],
        [
          ['Keep drawing inside from now on', 'stop-hand'],
          ['Give his crayons to his sister', 'gift'],
        ],
        'Hope helps us start again.',
        1,
      ),
    ],
    celebration: { message: 'Ten days of hopeful thinking! You are a Hope Star!', picture: 'star' },
  },
];

export const FAIHO: ProgrammeContent = {
  character: 'FAIHO',
  days: DAYS,
  screening: {
    title: 'Hope: what would you do?',
    questions: [
      testItem(
        'self-awareness',
        'The beach trip is off because Dad is sick. What hopeful thing could you think?',
        ['"The beach will be there next time"', 'calendar'],
        [
          ['"The week is ruined"', 'rain'],
          ['"The beach is no fun anyway"', 'sun'],
        ],
        'Hope says: this is not forever.',
      ),
      testItem(
        'self-management',
        'You hope to climb the rope in gym. It is hard. What could help?',
        ['Climb one knot higher each week', 'muscle'],
        [
          ['Wish for it every night', 'moon'],
          ['Wait until you are bigger', 'hourglass'],
        ],
        'Hope grows with a little work each day.',
        2,
      ),
      testItem(
        'responsible-decision-making',
        'Your friend\u2019s dog is lost. What hopeful thing could you say?',
        ['"Draw posters to put on the street"', 'paint'],
        [
          ['"He is gone for good"', 'thumbs-down'],
          ['"Let\u2019s get you a new dog"', 'dog'],
        ],
        'Doing something together brings hope.',
        1,
      ),
      testItem(
        'responsible-decision-making',
        'Your class hopes to help the animal shelter. What could you do?',
        ['Make cards to sell for the shelter', 'crayons'],
        [
          ['Write a card to say "Good luck!"', 'letter'],
          ['Hope others help', 'thought'],
        ],
        'Hope turns into a plan you can do.',
      ),
      testItem(
        'self-awareness',
        'You get two spelling words wrong. What could you tell yourself?',
        ['"I can practice those for next time"', 'brain'],
        [
          ['"I am bad at spelling"', 'pencil'],
          ['"Spelling tests are silly"', 'thumbs-down'],
        ],
        'Hopeful words help you try again.',
        2,
      ),
      testItem(
        'relationship-skills',
        'Your family moves to a new town. You miss your old friends. What could help?',
        ['Write a letter to your old friend', 'letter'],
        [
          ['Tell yourself new friends are no fun', 'thought'],
          ['Wait for them to write first', 'hourglass'],
        ],
        'Missing friends is sad. A letter keeps the friendship going.',
        1,
      ),
      testItem(
        'relationship-skills',
        'You and your friend want a class pet. The teacher says, "Maybe." What could you say to your friend?',
        ['"Let\u2019s make a pet care chart"', 'checklist'],
        [
          ['"Let\u2019s ask her again every day"', 'raise-hand'],
          ['"No way. Forget it."', 'thumbs-down'],
        ],
        'A "maybe" leaves room for hope, and a plan.',
        2,
      ),
      testItem(
        'social-awareness',
        'Your friend thinks no one will come to her party. What could you say?',
        ['"I\u2019ll come! Let\u2019s make invitations."', 'pencil'],
        [
          ['"I can make everyone come"', 'team'],
          ['"Maybe have no party at all"', 'cake'],
        ],
        'Hope is shared when we help a friend take a step.',
      ),
    ],
    form_b: [
      testItem(
        'self-awareness',
        'The snow melts before you can go sledding. What hopeful thing could you think?',
        ['"It may snow again this winter"', 'calendar'],
        [
          ['"I can stay in and sulk"', 'cloud'],
          ['"Snow is no fun anyway"', 'snowflake'],
        ],
        'Hope says: this is not forever.',
        1,
      ),
      testItem(
        'self-management',
        'You hope to touch your toes. Your legs feel stiff. What could help?',
        ['Stretch out your legs at bedtime', 'muscle'],
        [
          ['Wish for it every night', 'moon'],
          ['Wait until you are older', 'hourglass'],
        ],
        'Hope grows with a little work each day.',
      ),
      testItem(
        'responsible-decision-making',
        'Your friend can\u2019t find her toy bunny after the park. What could you say?',
        ['"Walk back to the spot and look"', 'footsteps'],
        [
          ['"Draw a new bunny to keep"', 'crayons'],
          ['"It is gone for good"', 'thumbs-down'],
        ],
        'Doing something together brings hope.',
        2,
      ),
      testItem(
        'responsible-decision-making',
        'A classmate is in the hospital. Your class hopes she feels better. What could you do?',
        ['Make cards to send to her', 'letter'],
        [
          ['Say a wish, and wait for news', 'hourglass'],
          ['Hope someone else sends one', 'thought'],
        ],
        'Hope turns into a plan you can do.',
        1,
      ),
      testItem(
        'self-awareness',
        'You score no goals in your first soccer game. What could you tell yourself?',
        ['"I got close. Next time, maybe."', 'thought'],
        [
          ['"My team is better without me"', 'team'],
          ['"I can\u2019t play soccer at all"', 'thumbs-down'],
        ],
        'Hopeful words help you try again.',
      ),
      testItem(
        'relationship-skills',
        'Your best friend moves to another class. You miss her. What could help?',
        ['Meet up to play at recess', 'friends'],
        [
          ['Ask to change class too', 'raise-hand'],
          ['Wait for her to find you', 'hourglass'],
        ],
        'Missing a friend is sad. Making time together keeps the friendship going.',
        2,
      ),
      testItem(
        'relationship-skills',
        'You and your friends want a bench in the yard. The principal says, "We will see." What could you say to your friends?',
        ['"Let\u2019s draw the bench for him"', 'pencil'],
        [
          ['"Let\u2019s ask him again every day"', 'raise-hand'],
          ['"He won\u2019t listen to kids"', 'thumbs-down'],
        ],
        'A "maybe" leaves room for hope, and a plan.',
        1,
      ),
      testItem(
        'social-awareness',
        'Your friend is worried she will fail her swim test tomorrow. What could you say?',
        ['"Come and swim with me today"', 'water'],
        [
          ['"You will pass for sure!"', 'bubble'],
          ['"Let\u2019s ride bikes and try to forget"', 'bike'],
        ],
        'Hope is shared when we help a friend take a step.',
      ),
    ],
  },
};
