import { ALSO_GOOD, card, question, testItem, type DayContent, type ProgrammeContent } from '../build.js';

/** GRATI: Gratitude. Ten days from noticing one good thing to a thankful heart of your own. */
const DAYS: DayContent[] = [
  {
    title: 'Thank you, Grati',
    competency: 'self-awareness',
    lesson: [
      card('Grateful', 'Grateful is a warm feeling when we notice good things.', 'heart'),
      card('Little things', 'Sunshine, a hug or a snack can all be good things.', 'sun'),
      card('Happy inside', 'Noticing good things can help us feel happy.', 'smile'),
      card('Say it', 'Saying "thank you" can make two people feel happy.', 'friends'),
    ],
    practice: [
      question(
        'Grati stops. He feels the warm sun on his back and smiles. What is he doing?',
        ['Noticing the warm sun', 'sun'],
        [
          ['Counting the clouds in the sky', 'cloud'],
          ['Getting ready to go to bed', 'bed'],
        ],
        'Noticing good things is the start of feeling grateful.',
        1,
      ),
      question(
        'Ana thanks her dad for the pancakes. How might her dad feel?',
        ['Happy', 'smile'],
        [
          ['Bored', 'bored'],
          ['Nervous', 'nervous'],
        ],
        'A thank you might help her dad feel happy.',
        2,
      ),
      question(
        'Grati\u2019s teacher gives him a sticker for tidying up. What could he say?',
        ['"Thank you for the sticker!"', 'bubble'],
        [
          ['"Can I have a prize too?"', 'gift'],
          ['"I tidy up every day"', 'broom'],
        ],
        'A thank you shows Grati noticed the kind thing.',
      ),
    ],
    celebration: { message: 'You thought about good things and thank you today!', picture: 'heart' },
  },
  {
    title: 'Things that make me glad',
    competency: 'self-awareness',
    lesson: [
      card('Look closely', 'Grati looks for good things, as if with a magnifying glass.', 'magnifier'),
      card('Little glad things', 'A funny joke or a friend\u2019s smile can make a day better.', 'laugh'),
      card('Glad', 'Glad is like happy. It can be big or small.', 'smile'),
      card('Your glad things', 'Everyone is glad about different things. What are yours?', 'thought'),
    ],
    practice: [
      question(
        'Snow is falling, and Grati has warm mittens. What glad thing could he notice?',
        ['"My hands are warm!"', 'hands'],
        [
          ['"It is much too cold today"', 'snowflake'],
          ['"I want new mittens"', 'gift'],
        ],
        'Warm hands on a snowy day is a good thing to notice.',
      ),
      question(
        'Grati gets home, wet from the rain. What glad thing could he notice?',
        ['His dog wagging at the door', 'dog'],
        [
          ['Wet socks inside his shoes', 'shoes'],
          ['Drips from his wet coat', 'coat'],
        ],
        'Even on rainy days, we can find something to feel glad about.',
        1,
      ),
      question(
        'Grati rushes through the park. He misses the ducks and flowers. What could help?',
        ['Slowing down to look around', 'eyes'],
        [
          ['Running quicker next time', 'footsteps'],
          ['Listening to music as he goes', 'music'],
        ],
        'When we slow down and look, we find good things.',
        2,
      ),
    ],
    celebration: { message: 'You looked for glad things today!', picture: 'magnifier' },
  },
  {
    title: 'Grati spots the helpers',
    competency: 'social-awareness',
    lesson: [
      card('Helpers everywhere', 'Many people help us each day, at school and at home.', 'helper'),
      card('Look for helpers', 'The bus driver, the cook and the cleaner all help us.', 'bus'),
      card('Hidden help', 'Someone grew your apple. Someone made your book.', 'apple'),
      card('Grateful for helpers', 'Noticing helpers can make us feel grateful.', 'heart'),
    ],
    practice: [
      question(
        'Grati runs late. The bus driver waits for him. What could Grati say?',
        ['"Thank you for waiting!"', 'bus'],
        [
          ['"Why didn\u2019t you ring the bell?"', 'bell'],
          ['Find a seat in the back', 'backpack'],
        ],
        'The driver waited for Grati. A thank you shows he noticed.',
        1,
      ),
      question(
        'Grati eats a crunchy apple. Who helped bring the apple to him?',
        ['A farmer who grew the tree', 'tree'],
        [
          ['Grati, who took one from the bowl', 'hands'],
          ['His mom, who bought the apple', 'family', ALSO_GOOD],
        ],
        'Many hands help us, even ones we never see.',
      ),
      question(
        'The school cleaner is mopping the hall. What could Grati do?',
        ['Walk around the wet part, and wave', 'footsteps'],
        [
          ['Slide across the wet part in his shoes', 'shoes'],
          ['Say thanks at the end of the year', 'calendar'],
        ],
        'Walking around shows he cares about the cleaner\u2019s work.',
        2,
      ),
    ],
    celebration: { message: 'You thought about helpers everywhere!', picture: 'helper' },
  },
  {
    title: 'A big thank you',
    competency: 'relationship-skills',
    lesson: [
      card('Say their name', 'Say the person\u2019s name when you thank them.', 'bubble'),
      card('Say what they did', '"Thank you for finding my shoe!" tells them just what helped.', 'shoes'),
      card('Say it soon', 'Say thank you right after someone helps.', 'clock'),
      card('Your way', 'A loud voice, a soft voice or a note all work.', 'letter'),
    ],
    practice: [
      question(
        'Yuki finds Grati\u2019s lost glove. Which thank you says what she did?',
        ['"Thanks for finding my glove!"', 'hands'],
        [
          ['"Oh good, now I can go out"', 'door'],
          ['"Thanks. Where was it hiding?"', 'question'],
        ],
        'Saying what Yuki did makes the thank you special.',
      ),
      question(
        'Grati thanks Yuki in a soft, small voice. Does it count?',
        ['Yes, a soft thank you counts', 'bubble'],
        [
          ['No, thank you must be loud', 'shout'],
          ['If he writes it down too', 'letter'],
        ],
        'Soft or loud, a thank you is a thank you.',
        1,
      ),
      question(
        'Mateo helped Grati carry the paints. When could Grati thank him?',
        ['Right away, when they are done', 'clock'],
        [
          ['Next week, if he remembers', 'calendar'],
          ['When Mateo asks him to', 'question'],
        ],
        'Thank you is best said soon.',
        2,
      ),
    ],
    celebration: { message: 'You picked thank yous that say what someone did!', picture: 'smile' },
  },
  {
    title: 'Thank-you notes',
    competency: 'relationship-skills',
    lesson: [
      card('A note', 'A thank-you note can be a drawing, a few words or both.', 'letter'),
      card('Draw it', 'Still learning to write? Draw a picture of what they did.', 'crayons'),
      card('Excited', 'Giving a note can feel exciting, like giving a present!', 'excited'),
      card('Give it', 'Hand it over with a smile. It might make their day.', 'hands'),
    ],
    practice: [
      question(
        'Grati\u2019s grandpa knits him a scarf. How could Grati say thanks?',
        ['Make Grandpa a thank-you card', 'letter'],
        [
          ['Ask him to knit a hat next', 'gift'],
          ['Wear it, then put it away', 'toybox'],
        ],
        'A card shows Grati noticed all of Grandpa\u2019s work.',
      ),
      question(
        'Leo is still learning to write. He wants to thank the nurse. What could he do?',
        ['Draw her a picture', 'crayons'],
        [
          ['Wait until he can write words', 'hourglass'],
          ['Ask Mom to help write a note', 'ask-help', ALSO_GOOD],
        ],
        'A drawing is a great thank-you note.',
        1,
      ),
      question(
        'What could go in Grati\u2019s note to the lunch helper?',
        ['A painting of her serving lunch', 'paint'],
        [
          ['A list of foods he wants', 'checklist'],
          ['A drawing of his new toy', 'blocks'],
        ],
        'A thank-you note is about the helper and what she did.',
        2,
      ),
    ],
    celebration: { message: 'You planned thank-you notes today!', picture: 'letter' },
  },
  {
    title: 'Thankful for the socks',
    competency: 'self-management',
    lesson: [
      card('Disappointed', 'Disappointed is when something is not what we hoped. It is okay.', 'disappointed'),
      card('Stop first', 'Feeling disappointed? Use Stop, breathe, name it before you speak.', 'calm-down'),
      card('Thank the giver', 'They chose it for you. Say "Thank you for thinking of me."', 'gift'),
      card('Find a good part', 'Look for one good thing about it. Maybe it is soft or bright.', 'magnifier'),
    ],
    practice: [
      question(
        'Grati opens a present. It is socks, not the toy he wanted. What could he say?',
        ['"Thank you for thinking of me"', 'gift'],
        [
          ['"Oh. I wanted a toy."', 'toybox'],
          ['"Can we take them back?"', 'question'],
        ],
        'They chose the socks for Grati. A kind thank you shows he cares.',
        1,
      ),
      question(
        'Grati feels disappointed about the socks. What could he do first?',
        ['Stop, breathe, name it', 'calm-down'],
        [
          ['Tell everyone at the party', 'bubble'],
          ['Put the socks in his backpack', 'backpack'],
        ],
        'Disappointed is okay. The routine helps Grati choose kind words.',
      ),
      question(
        'Grati\u2019s friend can\u2019t come to play today. What could he still enjoy?',
        ['Baking cookies with Dad', 'cookie'],
        [
          ['Waiting by the window with Dad', 'hourglass'],
          ['Calling his friend again and again', 'phone-call'],
        ],
        'He might feel disappointed. A cozy time with Dad still counts.',
        2,
      ),
    ],
    celebration: { message: 'You chose kind words, even when it was hard!', picture: 'gift' },
  },
  {
    title: 'The thank-you jar',
    competency: 'self-management',
    lesson: [
      card('A thank-you jar', 'Each day, put one good thing in a jar. Draw it or say it.', 'jar'),
      card('Three good things', 'At bedtime, think of three good things from today.', 'bed'),
      card('Every day', 'Doing it every day makes it easy, like brushing your teeth.', 'toothbrush'),
      card('Calm at bedtime', 'Thinking of good things can help us feel calm.', 'moon'),
    ],
    practice: [
      question(
        'It is bedtime. Which good thing could Grati put in his jar today?',
        ['His warm, cozy home', 'house'],
        [
          ['A list of toys he wants', 'checklist'],
          ['The bump on his knee', 'bandage'],
        ],
        'The jar holds good things, like a cozy home.',
      ),
      question(
        'Grati\u2019s day was hard. How could his jar help?',
        ['It shows good things from other days', 'jar'],
        [
          ['It makes the hard day go away', 'cloud'],
          ['It shows friends how full his jar is', 'friends'],
        ],
        'The jar helps Grati remember good things on hard days.',
        1,
      ),
      question(
        'How could Grati\u2019s thank-you habit get easy?',
        ['Every night, like brushing teeth', 'toothbrush'],
        [
          ['On his birthday', 'cake'],
          ['When someone reminds him', 'bell'],
        ],
        'Things we do every day get easy.',
        2,
      ),
    ],
    celebration: { message: 'You thought about good things for the jar!', picture: 'jar' },
  },
  {
    title: 'Pass the kindness on',
    competency: 'responsible-decision-making',
    lesson: [
      card('Thanks grows', 'When we feel grateful, we might want to help others too.', 'helper'),
      card('Choose a kind act', 'Think: who could use some help today? Then choose how.', 'lightbulb'),
      card('Share what you have', 'Got two pencils? Lend one to a friend who has none.', 'pencil'),
      card('It goes round', 'Your kindness can help someone else pass it on.', 'turn'),
    ],
    practice: [
      question(
        'Ivan drops all his books in the hall. What could Grati choose to do?',
        ['Help him pick them up', 'helper'],
        [
          ['Step around them carefully', 'footsteps'],
          ['Hold the door for the class', 'door'],
        ],
        'Someone helped Grati before. Now he can pass it on.',
        1,
      ),
      question(
        'Grati has two pencils. Mo has none. What is a good choice?',
        ['Lend Mo one of his pencils', 'pencil'],
        [
          ['Keep both, in case one breaks', 'backpack'],
          ['Tell Mo to go and ask the teacher', 'ask-help', ALSO_GOOD],
        ],
        'Sharing what we have passes kindness on.',
      ),
      question(
        'Grati helps Mo. Later, Mo helps Sam. What happened?',
        ['The kindness went round', 'turn'],
        [
          ['Mo had to pay Grati back', 'scales'],
          ['Grati told Mo what to do', 'bubble'],
        ],
        'Kindness goes round and round.',
        2,
      ),
    ],
    celebration: { message: 'You chose ways to pass kindness on!', picture: 'turn' },
  },
  {
    title: 'Thanks for my friends',
    competency: 'social-awareness',
    lesson: [
      card('Good in friends', 'Every friend is good at something. Look and you will see.', 'friends'),
      card('Little kind acts', 'Did a friend wait for you, or save you a seat?', 'hourglass'),
      card('Tell them', '"Thank you for being my friend" might make a friend feel happy.', 'hug'),
    ],
    practice: [
      question(
        'Ada lets the whole table use her crayons. What could Grati thank Ada for?',
        ['Sharing her crayons with everyone', 'share'],
        [
          ['Having the most crayons', 'crayons'],
          ['Drawing the best picture', 'paint'],
        ],
        'We thank friends for what they do, not what they have.',
        1,
      ),
      question(
        'Luis saved Grati a seat. Grati says thanks. How might Luis feel?',
        ['Happy', 'smile'],
        [
          ['Mad', 'cross'],
          ['Sad', 'frown'],
        ],
        'A thank you might help Luis feel happy.',
      ),
      question(
        'Kofi waited for Grati at the gate. What could Grati say?',
        ['"Thanks, Kofi, for waiting!"', 'hourglass'],
        [
          ['"Come on, we\u2019re late now!"', 'clock'],
          ['"Why did you wait for me?"', 'question'],
        ],
        'Noticing what a friend did, and saying so, is gratitude.',
        2,
      ),
    ],
    celebration: { message: 'You noticed good things in friends today!', picture: 'friends' },
  },
  {
    title: 'My thankful heart',
    competency: 'self-awareness',
    lesson: [
      card('Look back', 'You noticed good things, thanked helpers and passed kindness on.', 'checklist'),
      card('A thankful heart', 'Grateful is a feeling you can find every day.', 'heart'),
      card('Thank yourself', 'You can be grateful for you too. You tried so hard!', 'mirror'),
    ],
    practice: [
      question(
        'Grati\u2019s whole day went wrong. What could he still find?',
        ['One good thing, like a friend', 'friends'],
        [
          ['A way to forget the whole day', 'bed'],
          ['Someone to blame for it', 'thumbs-down'],
        ],
        'Even on hard days, we can find one good thing.',
        1,
      ),
      question(
        'Grati wants a thank-you habit. Which one fits?',
        ['Three good things every night', 'moon'],
        [
          ['A new toy every week', 'toybox'],
          ['Thanking people on special days', 'calendar'],
        ],
        'A thank-you habit is something we do every day.',
      ),
      question(
        'Rosa made Grati laugh on a sad day. What could he do?',
        ['Say, "Thanks for cheering me up"', 'laugh'],
        [
          ['Tell Rosa a joke back', 'bubble', ALSO_GOOD],
          ['Give Rosa his dessert', 'cake'],
        ],
        'Telling Rosa what she did is a real thank you.',
        2,
      ),
    ],
    celebration: { message: 'Ten days of thankful thinking! You are a Gratitude Star!', picture: 'star' },
  },
];

export const GRATI: ProgrammeContent = {
  character: 'GRATI',
  days: DAYS,
  screening: {
    title: 'Thank you: what would you do?',
    questions: [
      testItem(
        'social-awareness',
        'Your cousin lets you hold her new kitten. What could you say?',
        ['"Thanks for letting me hold him!"', 'bubble'],
        [
          ['Run off with him to play', 'footsteps'],
          ['"Thanks! Can I keep him?"', 'cat'],
        ],
        'Sharing is a gift. A thank you shows you noticed.',
      ),
      testItem(
        'social-awareness',
        'The crossing guard helps you get to school. What could you do?',
        ['Wave to the guard, and say thanks', 'wave'],
        [
          ['Run ahead and say hi to a friend', 'friends'],
          ['Say, "Why are you so slow?"', 'question'],
        ],
        'The guard keeps you safe. A thank you shows you noticed.',
        2,
      ),
      testItem(
        'social-awareness',
        'The school nurse puts a bandage on your knee. What could you do?',
        ['Say thanks for the bandage', 'bubble'],
        [
          ['Say, "Okay!" and run out to play', 'footsteps'],
          ['Say, "Ow! You did it wrong"', 'bandage'],
        ],
        'The nurse helped you. A thank you shows you noticed.',
        1,
      ),
      testItem(
        'social-awareness',
        'The lights go out at night. What could you be glad for?',
        ['"Our home is safe and warm"', 'house'],
        [
          ['"It is too dark, so I can\u2019t play"', 'moon'],
          ['"The whole night is bad now"', 'thumbs-down'],
        ],
        'Even on a hard night, there is something to be glad for.',
        2,
      ),
      testItem(
        'social-awareness',
        'Dad is tired after work, but he still reads you a story. What could you say?',
        ['"Thanks for reading, Dad"', 'bubble'],
        [
          ['"Now read me three more"', 'book'],
          ['"You read it too fast"', 'family'],
        ],
        'Noticing what someone gives, even when tired, is gratitude.',
      ),
      testItem(
        'relationship-skills',
        'Your coach stays late to help you practice. Which thank you says what she did?',
        ['"Thanks for staying to help me!"', 'ball'],
        [
          ['"Thanks," as you run to the car', 'footsteps'],
          ['"Thanks! Can we stay even longer?"', 'question'],
        ],
        'A thank you that names what she did shows you noticed.',
        1,
      ),
      testItem(
        'relationship-skills',
        'Your friend forgot your birthday. Later, she gives you a drawing. What could you say?',
        ['"Thank you for the drawing"', 'crayons'],
        [
          ['"You forgot my birthday, though"', 'calendar'],
          ['"Thank you. I didn\u2019t need one."', 'gift'],
        ],
        'You might feel sad she forgot. Her drawing still shows she cares.',
      ),
      testItem(
        'social-awareness',
        'Your friend has no present for you. She shows you a magic trick as her gift. What could you say?',
        ['"That trick is the best gift"', 'bubble'],
        [
          ['"Thank you. Did you forget my present?"', 'gift'],
          ['"Thanks. Bring a present later."', 'calendar'],
        ],
        'A trick is a gift too. Gratitude notices it.',
        2,
      ),
    ],
    form_b: [
      testItem(
        'social-awareness',
        'Your friend lends you her jump rope at recess. What could you say?',
        ['"Thanks for sharing your rope!"', 'share'],
        [
          ['Run off and skip with it', 'footsteps'],
          ['"Thanks! Can I keep it?"', 'raise-hand'],
        ],
        'Sharing is a gift. A thank you shows you noticed.',
        2,
      ),
      testItem(
        'social-awareness',
        'The mail carrier brings a box to your door. What could you do?',
        ['Wave and say thanks to him', 'wave'],
        [
          ['Grab it and shut the door', 'grab'],
          ['Say, "Thank you. Is there more?"', 'question'],
        ],
        'The mail carrier works for you. A thank you shows you noticed.',
      ),
      testItem(
        'social-awareness',
        'Your neighbor waters your plants while you are away. What could you say?',
        ['"Your watering helped my plants"', 'bubble'],
        [
          ['"You used too much water"', 'watering-can'],
          ['Say "Hi!" and walk past her', 'footsteps'],
        ],
        'She helped you. A thank you shows you noticed.',
        1,
      ),
      testItem(
        'social-awareness',
        'You have a cold and must stay home. What could you be glad for?',
        ['"The bed is warm and cozy"', 'bed'],
        [
          ['"I want to be out with my friends"', 'friends'],
          ['"The whole day is bad now"', 'thumbs-down'],
        ],
        'Even on a hard day, there is something to be glad for.',
      ),
      testItem(
        'social-awareness',
        'Your big brother walks you to school in the rain. What could you say?',
        ['"Thanks for walking me in the rain"', 'rain'],
        [
          ['"You walk too slowly"', 'footsteps'],
          ['"Now carry my bag too"', 'backpack'],
        ],
        'Noticing what someone gives, even in the rain, is gratitude.',
        2,
      ),
      testItem(
        'relationship-skills',
        'Your sister wipes up the paint you spilled. Which thank you says what she did?',
        ['"Thanks for wiping the paint with me!"', 'paint'],
        [
          ['"Thanks," as you run off to play', 'footsteps'],
          ['"Thanks! You missed a spot."', 'magnifier'],
        ],
        'A thank you that names what she did shows you noticed.',
      ),
      testItem(
        'relationship-skills',
        'Your friend missed your party. Later, she gives you a card. What could you say?',
        ['"The card is so kind of you"', 'bubble'],
        [
          ['"You missed the whole party"', 'calendar'],
          ['"Thank you. A card is okay."', 'letter'],
        ],
        'You might feel sad she missed it. Her card still shows she cares.',
        1,
      ),
      testItem(
        'social-awareness',
        'Your sister has no money for a gift. She makes you breakfast in bed. What could you say?',
        ['"This is the best gift"', 'bubble'],
        [
          ['"Thank you, but where is my present?"', 'gift'],
          ['"Thanks. Buy one next time."', 'calendar'],
        ],
        'Breakfast made for you is a gift too. Gratitude notices it.',
        2,
      ),
    ],
  },
};
