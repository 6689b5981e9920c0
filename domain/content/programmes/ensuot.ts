import { ALSO_GOOD, card, question, testItem, type DayContent, type ProgrammeContent } from '../build.js';

/** ENSUOT: Enthusiasm. Ten days from a first "Let's go!" to choosing your own sunshine, bright or gentle as it fits. */
const DAYS: DayContent[] = [
  {
    title: 'Let\u2019s go!',
    competency: 'self-awareness',
    lesson: [
      card('Meet Ensuot', 'Ensuot is a little sun bug. She loves to say, "Let\u2019s go!"', 'sun'),
      card('Enthusiasm', 'Enthusiasm means feeling excited to try and join in.', 'raise-hand'),
      card('Excited', 'Excited is a feeling word. Excited can feel bouncy and bright.', 'excited'),
      card('Quiet joins in too', 'Some friends join in with a soft voice. That counts too.', 'quiet'),
    ],
    practice: [
      question(
        'Ensuot\u2019s class starts a new song. Mia sings very softly. Is Mia joining in?',
        ['Yes, she is joining in', 'quiet'],
        [
          ['No, loud singing counts', 'shout'],
          ['If she claps as well', 'clap'],
        ],
        'Soft or loud, singing along is joining in.',
        1,
      ),
      question(
        'The teacher asks, "Who wants to feed the fish?" What could Ensuot do?',
        ['Put up her hand', 'raise-hand'],
        [
          ['Run over to the fish tank', 'fish'],
          ['Call out "Me!" from her seat', 'bubble'],
        ],
        'A hand up shows you are keen. Everyone gets a chance.',
      ),
      question(
        'Ensuot hears that field day is tomorrow. She bounces around. How might she feel?',
        ['Excited', 'excited'],
        [
          ['Bored', 'bored'],
          ['Sad', 'frown'],
        ],
        'Bouncing about something coming soon is an excited clue.',
        2,
      ),
    ],
    celebration: { message: 'You sang "Let\u2019s go!" with Ensuot!', picture: 'clap' },
  },
  {
    title: 'What makes me shine',
    competency: 'self-awareness',
    lesson: [
      card('Things you love', 'Everyone has things they love, like drawing, soccer or bugs.', 'heart'),
      card('Inspired', 'Doing what you love can make you feel inspired. Ideas pop up!', 'inspired'),
      card('Find new loves', 'You can find new things to love by trying them.', 'seed'),
    ],
    practice: [
      question(
        'Ensuot finds a butterfly and can\u2019t wait to draw one. How might she feel?',
        ['Inspired', 'inspired'],
        [
          ['Nervous', 'nervous'],
          ['Mad', 'cross'],
        ],
        'Wanting to make something new is an inspired feeling.',
      ),
      question(
        'Dev smiles big every time he paints. What could that tell you?',
        ['Dev likes painting', 'paint'],
        [
          ['Dev wants to be a teacher', 'teacher'],
          ['Dev likes how the paint smells', 'nose'],
        ],
        'A big smile can be a clue that we love something.',
        2,
      ),
      question(
        'Ensuot has never played a drum. There is a drum club. What could she say?',
        ['"Let\u2019s give drums a try!"', 'drum'],
        [
          ['"I like bugs better, thanks"', 'bee', ALSO_GOOD],
          ['"Maybe when I am much older"', 'calendar'],
        ],
        'New loves grow when we try new things.',
        1,
      ),
    ],
    celebration: { message: 'You thought about what makes you shine!', picture: 'sun' },
  },
  {
    title: 'Let\u2019s try it!',
    competency: 'responsible-decision-making',
    lesson: [
      card('Say yes to new', 'New games and new friends can be great fun.', 'door'),
      card('Nervous is okay', 'New things can make us feel nervous. We can still try.', 'nervous'),
      card('A small try', 'You do not have to love it. Just try a small bit first.', 'apple'),
      card('Safe and new', 'Try new things that are safe. Not sure? Ask a grown-up.', 'ask-help'),
    ],
    practice: [
      question(
        'Ensuot\u2019s class starts a game she has never played. What could Ensuot say?',
        ['"Can you show me how?"', 'question'],
        [
          ['"I know this game already"', 'brain'],
          ['"This game is boring"', 'thumbs-down'],
        ],
        'Asking how to play is a sunny way to start.',
        2,
      ),
      question(
        'There is a new fruit at snack time. What could Ensuot do?',
        ['Ask, "What fruit is that?"', 'apple'],
        [
          ['Eat a cookie', 'cookie'],
          ['Tell everyone the fruit is yucky', 'bubble'],
        ],
        'Asking about new things is a sunny start. A grown-up says what is safe to taste.',
      ),
      question(
        'Eli wants to try the tall climbing frame. What is the brave and safe way?',
        ['Climb with a grown-up watching', 'climbing-frame'],
        [
          ['Practice on the bookshelf first', 'climb-shelf'],
          ['Wait until everyone goes home', 'house'],
        ],
        'Climbing is brave on a climbing frame, with a grown-up watching.',
        1,
      ),
      question(
        'Dad gives Ensuot an olive to try. She does not like it. What could she say?',
        ['"Not for me, but thanks!"', 'thumbs-down'],
        [
          ['"I love olives!"', 'mask'],
          ['"Yuck, that is gross!"', 'bubble'],
        ],
        'Trying is the brave part. Not liking a food is okay.',
        2,
      ),
    ],
    celebration: { message: 'You chose safe new things to try!', picture: 'door' },
  },
  {
    title: 'Hip hip hooray for you',
    competency: 'relationship-skills',
    lesson: [
      card('Cheer them on', 'Clap and shout, "You can do it!" at field day.', 'clap'),
      card('Glad for friends', 'When a friend does well, be glad with them.', 'smile'),
      card('Cheer every try', 'Cheer for trying, not only for winning.', 'thumbs-up'),
    ],
    practice: [
      question(
        'It is Lucía\u2019s turn to read aloud. She might feel nervous. What could Ensuot do?',
        ['Smile and give a thumbs up', 'thumbs-up'],
        [
          ['Read the words for her', 'book'],
          ['Cheer for her loudly', 'clap'],
        ],
        'Loud cheers are for field day. A nervous reader needs a quiet thumbs up.',
      ),
      question(
        'Bo wins the potato-sack race. What could Ensuot shout?',
        ['"Yay, Bo!"', 'shout'],
        [
          ['"Well, next time I will win!"', 'bubble'],
          ['"Me next! Me next!"', 'question'],
        ],
        'Cheering for a friend makes everyone smile.',
        2,
      ),
      question(
        'Ravi tries very hard but comes last. What could Ensuot give him?',
        ['A high five for trying', 'high-five'],
        [
          ['A tip on how to run well', 'footsteps'],
          ['A cheer for the winner', 'clap'],
        ],
        'Trying hard deserves a cheer too.',
        1,
      ),
      question(
        'At field day, Lee runs the last lap. What could Ensuot do?',
        ['Cheer "Go, Lee, go!"', 'shout'],
        [
          ['Run the lap next to Lee', 'footsteps'],
          ['Sit and count the laps', 'checklist'],
        ],
        'A loud cheer outside can help a friend keep going.',
      ),
    ],
    celebration: { message: 'You picked cheers for your friends!', picture: 'clap' },
  },
  {
    title: 'Chores with cheer',
    competency: 'self-management',
    lesson: [
      card('Bored', 'Some jobs make us feel bored, like setting the table.', 'bored'),
      card('Make it a game', 'Race a sand timer, sing a song or count each sock.', 'hourglass'),
      card('Just start', 'Say "Let\u2019s go!" and begin. Starting is often the hardest part.', 'rocket'),
      card('Done feels good', 'When the job is done, you might feel proud.', 'proud'),
    ],
    practice: [
      question(
        'Ensuot has to tidy her toys and feels bored. What could help?',
        ['Sing a tidy-up song', 'music'],
        [
          ['Push the toys under the bed', 'bed'],
          ['Wait for Mom to tidy them', 'family'],
        ],
        'A song makes a job feel like a game.',
        1,
      ),
      question(
        'Ama must set the table. How could she make it a game?',
        ['Race the sand timer', 'hourglass'],
        [
          ['Take a long, slow time', 'snail'],
          ['Do it after her show ends', 'clock'],
        ],
        'A race against the timer makes jobs more fun.',
        2,
      ),
      question(
        'Ensuot does not want to start her chores. What could she say?',
        ['"Let\u2019s go!"', 'rocket'],
        [
          ['"Maybe tomorrow"', 'calendar'],
          ['"Chores are no fun"', 'thumbs-down'],
        ],
        'Starting is the hardest part. "Let\u2019s go!" helps.',
      ),
      question(
        'Ensuot sighs and drags her feet while folding socks. How might she feel?',
        ['Bored', 'bored'],
        [
          ['Scared', 'scared'],
          ['Proud', 'proud'],
        ],
        'Sighing over a job is a bored clue. Bored is okay.',
        1,
      ),
    ],
    celebration: { message: 'You found ways to make a boring job fun!', picture: 'tidy-up' },
  },
  {
    title: 'Excited and calm',
    competency: 'self-management',
    lesson: [
      card('Big excitement', 'Excited feelings can make us loud and bouncy.', 'excited'),
      card('Right time, right place', 'Loud cheering fits the playground. Quiet fits the library.', 'book'),
      card('Too bouncy?', 'Use Stop, breathe, name it: "I feel excited."', 'calm-down'),
      card('Hands up', 'Have exciting news in class? Put your hand up and wait.', 'raise-hand'),
    ],
    practice: [
      question(
        'Ensuot is excited about field day. Now is story time. What could she do?',
        ['Stop, breathe, name it', 'calm-down'],
        [
          ['Tell everyone about field day', 'bubble'],
          ['Jump up and cheer', 'clap'],
        ],
        'The routine helps her save her cheer for later.',
        2,
      ),
      question(
        'The lunch bell rings, and Ensuot feels so excited. How could she go down the hall?',
        ['Walk with her class', 'footsteps'],
        [
          ['Race to be first in line', 'line-up'],
          ['Hop and sing down the hall', 'music'],
        ],
        'Walking keeps everyone safe. Her excitement can wait for lunch.',
      ),
      question(
        'Zain has exciting news in math class. How could Zain share the news?',
        ['Put a hand up and wait', 'raise-hand'],
        [
          ['Shout the news out right away', 'shout'],
          ['Call the teacher, and tell her now', 'teacher'],
        ],
        'A hand up lets everyone take turns to talk.',
        1,
      ),
    ],
    celebration: { message: 'You chose when to cheer and when to wait!', picture: 'calm-down' },
  },
  {
    title: 'Gentle sunshine',
    competency: 'social-awareness',
    lesson: [
      card('Different feelings', 'You might feel bouncy while a friend feels tired or sad.', 'tired'),
      card('Soft and slow', 'With a sad friend, use a soft voice and move slowly.', 'calm'),
      card('A gentle invite', 'Ask, "Want to join?" It is okay if they say no.', 'wave'),
    ],
    practice: [
      question(
        'Tariq yawns and rubs his eyes. How might he feel?',
        ['Tired', 'tired'],
        [
          ['Excited', 'excited'],
          ['Mad', 'cross'],
        ],
        'Yawning and rubbing eyes are tired clues.',
        2,
      ),
      question(
        'Ensuot wants to race, but Tariq looks tired. What could Ensuot do?',
        ['Ask Tariq gently if he wants to', 'question'],
        [
          ['Shout "Come on, hurry!"', 'shout'],
          ['Start the race', 'footsteps'],
        ],
        'A gentle question lets a tired friend choose.',
      ),
      question(
        'Selma says, "No thanks, I want to sit." What could Ensuot do?',
        ['Say "Okay!" and go play', 'ball'],
        [
          ['Keep asking Selma to come', 'bubble'],
          ['Take Selma by the hand to play', 'hands'],
        ],
        'It is okay for a friend to say no.',
        2,
      ),
      question(
        'Grace might feel sad today. How could Ensuot share her sunshine gently?',
        ['Sit close and talk softly', 'friends'],
        [
          ['Bring the whole class over', 'team'],
          ['Do a loud dance for Grace', 'music'],
        ],
        'Gentle sunshine is soft and slow.',
        1,
      ),
    ],
    celebration: { message: 'You chose gentle ways to share your sunshine!', picture: 'sun' },
  },
  {
    title: 'Keep your spark',
    competency: 'self-management',
    lesson: [
      card('Frustrated', 'Hard work can make us feel frustrated. That is okay.', 'cross'),
      card('Keep your spark', 'Bring your "Let\u2019s go!" feeling to hard work too.', 'muscle'),
      card('Try another way', 'Stuck? Count on your fingers, draw it, or ask for a clue.', 'pencil'),
      card('Take a break', 'A short break can help. Then come back and try.', 'hourglass'),
    ],
    practice: [
      question(
        'Ensuot\u2019s math problem is very hard. She feels frustrated. What could she do?',
        ['Ask the teacher for a clue', 'ask-help'],
        [
          ['Copy a friend\u2019s answer', 'eyes'],
          ['Scribble over the page', 'pencil'],
        ],
        'Asking for a clue is a strong choice.',
        1,
      ),
      question(
        'Noa is stuck on a take-away problem. What other way could Noa try?',
        ['Draw dots to count', 'crayons'],
        [
          ['Guess any number', 'question'],
          ['Put the math away for today', 'stop-hand'],
        ],
        'Drawing it is another way to solve it.',
        2,
      ),
      question(
        'Ensuot has worked hard for a long time. Her head feels tired. What could help?',
        ['A water break, then back to work', 'water'],
        [
          ['Keep going without stopping', 'clock'],
          ['Stop for the whole day', 'bed'],
        ],
        'A short break can bring your spark back.',
      ),
      question(
        'Writing letters is hard for Ensuot. She practices every day. What happens?',
        ['She gets better, step by step', 'stairs'],
        [
          ['She gets them right straight away', 'rocket'],
          ['She stays where she is', 'thumbs-down'],
        ],
        'Practice helps us climb, step by step.',
        1,
      ),
    ],
    celebration: { message: 'You thought of ways to keep your spark!', picture: 'muscle' },
  },
  {
    title: 'Share your spark',
    competency: 'relationship-skills',
    lesson: [
      card('Show what you love', 'Show a friend something you love, like your bug book.', 'book'),
      card('Ask about theirs', 'Ask, "What do you love?" Then listen closely.', 'ear'),
      card('Join their fun', 'Try your friend\u2019s favorite game, like flying a kite. Say, "Let\u2019s go!"', 'kite'),
    ],
    practice: [
      question(
        'Ensuot loves bugs. How could she share that with Hiro?',
        ['Show Hiro her bug book', 'book'],
        [
          ['Talk about bugs at recess', 'bee', ALSO_GOOD],
          ['Put a bug in Hiro\u2019s hand, gently', 'hands'],
        ],
        'Sharing means showing, then letting a friend talk too.',
        2,
      ),
      question(
        'Hiro says, "I love the moon." What could Ensuot ask?',
        ['"What do you like about the moon?"', 'moon'],
        [
          ['"Do you like bugs too?"', 'bee'],
          ['"Can we talk about bugs now?"', 'bubble'],
        ],
        'Asking about a friend\u2019s love shows you care.',
      ),
      question(
        'Hiro asks Ensuot to fly his kite. What could Ensuot say?',
        ['"Yes, let\u2019s go!"', 'kite'],
        [
          ['"If we look for bugs first"', 'magnifier'],
          ['"Kites are boring"', 'thumbs-down'],
        ],
        'Trying a friend\u2019s fun shares the sunshine.',
        1,
      ),
      question(
        'Hiro shows Ensuot his shell collection. What could she do?',
        ['Look and ask about one', 'eyes'],
        [
          ['Show him her bugs', 'bee'],
          ['Say shells are not as fun as bugs', 'thumbs-down'],
        ],
        'Looking closely and asking shares a friend\u2019s spark.',
      ),
    ],
    celebration: { message: 'You found ways to share your spark!', picture: 'friends' },
  },
  {
    title: 'I bring the sunshine',
    competency: 'responsible-decision-making',
    lesson: [
      card('Look at you shine', 'You try new things, cheer friends and keep going on hard things.', 'checklist'),
      card('Confident', 'Trying new things again and again helps you feel confident.', 'confident'),
      card('Bright or gentle', 'Be bright and bouncy outside. Be gentle when a friend needs it.', 'calm'),
    ],
    practice: [
      question(
        'How could Ensuot start the new school week?',
        ['Say "Let\u2019s go!" and try one new thing', 'rocket'],
        [
          ['Do just what she did last week', 'checklist'],
          ['Wait and see what the week brings', 'calendar'],
        ],
        'Choosing one thing to try is a sunny start.',
        2,
      ),
      question(
        'Quiet reading time starts. Ensuot feels bouncy. What could she choose?',
        ['Read quietly, cheer later', 'book'],
        [
          ['Cheer loudly right now', 'shout'],
          ['Play ball at quiet time', 'ball'],
        ],
        'A wise sun bug knows when to be calm.',
      ),
      question(
        'Kofi might feel sad, but Ensuot feels bouncy. What could she choose?',
        ['Sit close and smile gently', 'smile'],
        [
          ['Bounce and cheer to cheer him up', 'clap'],
          ['Ask Kofi to race her', 'footsteps'],
        ],
        'Gentle sunshine fits a friend who might be sad.',
        1,
      ),
    ],
    celebration: { message: 'Ten days of sunshine! You chose bright and gentle ways!', picture: 'confetti' },
  },
];

export const ENSUOT: ProgrammeContent = {
  character: 'ENSUOT',
  days: DAYS,
  screening: {
    title: 'Let\u2019s go: what would you do?',
    questions: [
      testItem(
        'self-management',
        'Your teacher starts a new art project. How could you join in?',
        ['Pick up a brush and start', 'paint'],
        [
          ['Read your book until it ends', 'book'],
          ['Say, "I can\u2019t paint," and sit', 'thumbs-down'],
        ],
        'Starting with a "Let\u2019s go!" is enthusiasm.',
      ),
      testItem(
        'relationship-skills',
        'You learn a fun clapping game at school. At home, your brother is bored. What could you do?',
        ['Teach it to him', 'clap'],
        [
          ['Say, "You can watch me play it"', 'bubble'],
          ['Watch TV next to him', 'house'],
        ],
        'Sharing what you love spreads your spark.',
        1,
      ),
      testItem(
        'self-management',
        'Your family goes for a long walk. You wanted to stay home. What could make it fun?',
        ['Look for the most birds you can', 'eyes'],
        [
          ['Walk slowly and drag your feet', 'footsteps'],
          ['Ask "Are we home yet?" again and again', 'question'],
        ],
        'A game can make a walk you did not choose more fun.',
        2,
      ),
      testItem(
        'responsible-decision-making',
        'You ride your new bike, so excited. You reach a stop sign. What now?',
        ['Stop at the sign and look first', 'stop-sign'],
        [
          ['Say "Whee!" and ride on', 'bike'],
          ['Wave to the cars and go', 'wave'],
        ],
        'Excited is great. At a stop sign, we stop and look.',
      ),
      testItem(
        'social-awareness',
        'At the library, you find your favorite book! People are reading. What could you do?',
        ['Show it to your friend, in a whisper', 'friends'],
        [
          ['Shout, "Look what I found!"', 'shout'],
          ['Hold it up high and wave it', 'wave'],
        ],
        'Where people read, we share good news softly.',
        1,
      ),
      testItem(
        'self-awareness',
        'It is a rainy day, and you feel bored. You love to build. What could you do?',
        ['Make a fort out of the blankets', 'house'],
        [
          ['Sit and watch the rain all day', 'rain'],
          ['Wait for the sun to come back', 'sun'],
        ],
        'Knowing what you love helps you find your spark.',
        2,
      ),
      testItem(
        'social-awareness',
        'You want to race. Mia has hurt her ankle. What fits best?',
        ['Pick a game you can do sitting', 'blocks'],
        [
          ['Ask her to run a little with you', 'footsteps'],
          ['Cheer her on to race', 'clap'],
        ],
        'Fun fits best when it fits your friend, too.',
      ),
      testItem(
        'relationship-skills',
        'You love singing. A shy boy in your group wants to sing too. What fits best?',
        ['Sing with him, and let him pick a song', 'friends'],
        [
          ['Sing extra loud, and help him', 'music'],
          ['Let him sing alone, to be brave', 'alone'],
        ],
        'Singing with him, and his song, shares your spark gently.',
        2,
      ),
    ],
    form_b: [
      testItem(
        'self-management',
        'Your class starts baking bread. How could you join in?',
        ['Wash your hands and start', 'soap'],
        [
          ['Sit and wait for it to end', 'hourglass'],
          ['Say, "Bread is boring," and sit', 'thumbs-down'],
        ],
        'Jumping in with a "Let\u2019s go!" is enthusiasm.',
        2,
      ),
      testItem(
        'relationship-skills',
        'Your cousin visits. You love your new board game. What could you do?',
        ['Explain the rules to him', 'turn'],
        [
          ['Say, "It is too hard for you"', 'bubble'],
          ['Read the rules to yourself', 'book'],
        ],
        'Sharing what you love spreads your spark.',
      ),
      testItem(
        'self-management',
        'Your family visits Grandma\u2019s garden. You wanted the pool. What could make it fun?',
        ['Look for three bugs', 'eyes'],
        [
          ['Ask "Can we go yet?" again and again', 'question'],
          ['Sit by the door the whole time', 'door'],
        ],
        'A game can make a visit you did not choose more fun.',
        1,
      ),
      testItem(
        'responsible-decision-making',
        'You can\u2019t wait to swim. No lifeguard is there yet. What now?',
        ['Wait by the side for the lifeguard', 'hourglass'],
        [
          ['Jump in, you swim well', 'water'],
          ['Run along the edge to wait', 'footsteps'],
        ],
        'Excited is great. Safe comes first.',
        2,
      ),
      testItem(
        'social-awareness',
        'You visit Grandma in the hospital. You are so excited to see her. What could you do?',
        ['Sit by her, and talk softly', 'friends'],
        [
          ['Run in and bounce on her bed', 'bed'],
          ['Sing a loud song, and help her smile', 'music'],
        ],
        'Where people rest, we share our spark softly.',
      ),
      testItem(
        'self-awareness',
        'You have a free afternoon. You know painting makes you happy. What could you do?',
        ['Get out your paints', 'paint'],
        [
          ['Sit and wait for an idea', 'hourglass'],
          ['Wait for a friend to phone you', 'phone-call'],
        ],
        'Knowing what you love helps you find your spark.',
        1,
      ),
      testItem(
        'social-awareness',
        'You want a pillow fight. Your sister is doing her homework. What fits best?',
        ['Ask her when she will be done', 'clock'],
        [
          ['Throw one soft pillow at her', 'bed'],
          ['Tickle her to make her laugh', 'hands'],
        ],
        'Fun fits best when it fits the other person, too.',
        2,
      ),
      testItem(
        'relationship-skills',
        'You love drawing comics. Your friend wants to make one with you. She draws slowly. What fits best?',
        ['Share it out: she draws, you write', 'share'],
        [
          ['Draw it all fast for her', 'crayons'],
          ['Tell her to practice first, then join', 'calendar'],
        ],
        'Sharing what you love means making room for your friend.',
      ),
    ],
  },
};
