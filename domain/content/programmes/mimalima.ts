import { ALSO_GOOD, card, question, testItem, type DayContent, type ProgrammeContent } from '../build.js';

/**
 * MIMALIMA: Mindfulness. Ten days of slowing down to notice, from one quiet moment to "I can find my calm anywhere".
 * Day 2 teaches the product's one calm-down routine, "Stop, breathe, name it", in full; every other day and every
 * other character only refers to it by name, so a child learns one routine, not eleven kinds of breathing.
 */
const DAYS: DayContent[] = [
  {
    title: 'Notice now',
    competency: 'self-awareness',
    lesson: [
      card('Meet Mimalima', 'Mimalima is a little star. They like to slow down and notice.', 'star'),
      card('Mindfulness', 'Mindfulness means noticing what is happening right now.', 'eyes'),
      card('Listen', 'Close your eyes, or look down. What sounds can you hear?', 'ear'),
      card('Calm', 'A calm body feels soft and slow. Calm is a feeling word.', 'calm'),
    ],
    practice: [
      question(
        'Mimalima sits on the grass with closed eyes. What could they notice right now?',
        ['The grass under their hands', 'hands'],
        [
          ['The colors of the slide', 'crayons'],
          ['What they will do tomorrow', 'calendar'],
        ],
        'With closed eyes, we can feel what is here right now.',
      ),
      question(
        'Lea eats an apple slice very slowly. What is she noticing?',
        ['The crunch and the sweet taste', 'apple'],
        [
          ['The game she played with a friend', 'thought'],
          ['Her birthday party next month', 'cake'],
        ],
        'Eating slowly helps us notice the taste right now.',
        1,
      ),
      question(
        'Mimalima lies still, and their body feels soft and slow. How might they feel?',
        ['Calm', 'calm'],
        [
          ['Nervous', 'nervous'],
          ['Mad', 'cross'],
        ],
        'A soft, slow body is often a calm body.',
        2,
      ),
    ],
    celebration: { message: 'You thought about sounds you can hear!', picture: 'ear' },
  },
  {
    title: 'Stop, breathe, name it',
    competency: 'self-management',
    lesson: [
      card('Big feelings', 'Big feelings are okay. Mimalima has a routine for them.', 'heart'),
      card('Stop', 'Stop: freeze like a statue.', 'stop-hand'),
      card('Breathe', 'Breathe: smell the flower, blow out the candle. Do it three times.', 'calm-down'),
      card('Name it', 'Name it: say "I feel ..."', 'bubble'),
      card('Mad is a feeling', 'Mad is a feeling word. You can say, "I feel mad."', 'cross'),
    ],
    practice: [
      question(
        'Juice spills on Mimalima\u2019s drawing. Their face gets hot. What is the first step?',
        ['Freeze like a statue', 'stop-hand'],
        [
          ['Wipe up the juice fast', 'water'],
          ['Say "I feel mad" to a friend', 'bubble'],
        ],
        'Stop comes first. Freezing gives your body a moment.',
        1,
      ),
      question(
        'Nia has stopped and frozen like a statue. What comes next?',
        ['Breathe slowly three times', 'breath'],
        [
          ['Clap three times, fast', 'clap'],
          ['Get a drink of water', 'water', ALSO_GOOD],
        ],
        'After Stop comes Breathe: flower, candle, three times.',
        2,
      ),
      question(
        'Mimalima stopped and breathed. Their fists still feel tight. What can they say?',
        ['"I feel mad"', 'cross'],
        [
          ['"I feel bored"', 'bored'],
          ['"I feel sad"', 'frown'],
        ],
        'Tight fists are often a mad clue. Naming it helps.',
      ),
      question(
        'Omar is mad on the bus ride home. What could help him right there?',
        ['Stop, breathe, name it in his seat', 'calm-down'],
        [
          ['Wait to feel better at home', 'house'],
          ['Ask the driver to stop the bus', 'bus'],
        ],
        'The routine goes with you, even on a bus.',
        1,
      ),
    ],
    celebration: { message: 'You practiced Stop, breathe, name it today!', picture: 'calm-down' },
  },
  {
    title: 'Mimalima\u2019s sound hunt',
    competency: 'self-awareness',
    lesson: [
      card('Be still', 'Sit still. Close your eyes, or look down at the floor.', 'quiet'),
      card('Count the sounds', 'Count each sound you hear on a finger. Can you find three?', 'ear'),
      card('Near and far', 'Some sounds are near, like a ticking clock. Some are far, like a bus.', 'clock'),
      card('Too loud?', 'Loud sounds can feel like too much. Covering your ears is okay.', 'cover-ears'),
    ],
    practice: [
      question(
        'On a sound hunt, Mimalima hears "tick, tock." What is near them?',
        ['A clock in the room', 'clock'],
        [
          ['A bell at the door', 'bell'],
          ['A dog outside', 'dog'],
        ],
        'Tick tock is the sound a clock makes.',
        2,
      ),
      question(
        'The lunch room is very loud. Jin feels it is too much. What helps?',
        ['Cover his ears and ask for a quiet spot', 'cover-ears'],
        [
          ['Shout "Be quiet!" at everyone', 'shout'],
          ['Sing louder than everyone', 'music'],
        ],
        'Covering ears is okay. A quiet spot helps a busy head.',
      ),
      question(
        'Which sound on the hunt comes from far away?',
        ['A bus on the road outside', 'bus'],
        [
          ['A pencil on the paper', 'pencil'],
          ['Your own breathing', 'breath'],
        ],
        'Far sounds are soft and come from outside.',
        1,
      ),
      question(
        'After the sound hunt, Ana\u2019s busy mind feels rested. What helped her?',
        ['Being still and listening', 'ear'],
        [
          ['Talking about what she did today', 'bubble'],
          ['Running to look out of the window', 'footsteps'],
        ],
        'Listening closely lets a busy mind rest.',
        2,
      ),
    ],
    celebration: { message: 'You thought about near and far sounds!', picture: 'bell' },
  },
  {
    title: 'Sniff and spy',
    competency: 'self-awareness',
    lesson: [
      card('Slow sniffing', 'Smell an orange slowly. What do you notice?', 'nose'),
      card('Spy five things', 'Look around. Find five things you can see, one by one.', 'eyes'),
      card('Look closely', 'A leaf has tiny lines and many colors. Slow eyes see more.', 'magnifier'),
      card('Curious', 'Curious means wanting to find out more. Noticing makes us curious.', 'question'),
    ],
    practice: [
      question(
        'Mimalima smells an orange. How do they notice the most?',
        ['One slow sniff, then another', 'nose'],
        [
          ['A quick sniff, then eat it', 'apple'],
          ['Look at the color and shape', 'eyes'],
        ],
        'Slow sniffs help us notice more smells.',
      ),
      question(
        'Aiko wants to find five blue things in the yard. What helps most?',
        ['Look slowly all around', 'eyes'],
        [
          ['Listen for the birds singing nearby', 'ear'],
          ['Smell each flower she finds', 'flower'],
        ],
        'Spying is done with slow, careful eyes.',
        1,
      ),
      question(
        'Ben runs past a leaf. Mimalima looks at the leaf with a magnifier. Who sees the tiny lines?',
        ['Mimalima, looking slowly', 'magnifier'],
        [
          ['Ben, because he is quick', 'rocket'],
          ['They both see them', 'friends'],
        ],
        'Slow, close looking shows us tiny things.',
        2,
      ),
      question(
        'How could Mimalima notice more on the way to school?',
        ['Walk slowly and look around', 'footsteps'],
        [
          ['Run to get there first', 'rocket'],
          ['Bounce a ball on the way there', 'ball'],
        ],
        'Walking slowly gives eyes and ears time to notice.',
        1,
      ),
    ],
    celebration: { message: 'You thought about slow sniffing and spying!', picture: 'magnifier' },
  },
  {
    title: 'Mimalima waits in line',
    competency: 'self-management',
    lesson: [
      card('Waiting feels long', 'Waiting in line can feel slow and wiggly.', 'line-up'),
      card('Bored', 'Bored is a feeling word. It is okay to feel bored.', 'bored'),
      card('Color spy', 'Find three red things while you wait. Then find three blue things.', 'crayons'),
      card('Busy hands', 'Squeezing a squishy toy can help your body wait.', 'fidget'),
    ],
    practice: [
      question(
        'Mimalima waits in the lunch line and feels wiggly. What can they do?',
        ['Squeeze a squishy toy', 'fidget'],
        [
          ['Move up to the front of the line', 'line-up'],
          ['Go from the line to play ball', 'ball'],
        ],
        'A squishy toy gives wiggly hands a job while you wait.',
        1,
      ),
      question(
        'Sam feels bored waiting for the school bus. Which game helps the wait?',
        ['Spy three red things', 'eyes'],
        [
          ['Keep asking when the bus will come', 'question'],
          ['Look at the clock again and again', 'clock'],
        ],
        'Color spy turns waiting into a noticing game.',
        2,
      ),
      question(
        'Noor is mad the bus is late. She did Stop, breathe, name it. What next?',
        ['Count the buses going by', 'eyes'],
        [
          ['Keep asking, "When is it coming?"', 'question'],
          ['Walk home by herself', 'walk-away'],
        ],
        'After the routine, a noticing game helps the time pass.',
      ),
      question(
        'Mimalima has waited a long time with nothing to do. They sigh. How might they feel?',
        ['Bored', 'bored'],
        [
          ['Mad', 'cross'],
          ['Inspired', 'inspired'],
        ],
        'Sighing after a long wait can be a bored clue. Bored is okay.',
        2,
      ),
    ],
    celebration: { message: 'You chose games for waiting today!', picture: 'crayons' },
  },
  {
    title: 'Thoughts float like clouds',
    competency: 'self-management',
    lesson: [
      card('Busy thoughts', 'Sometimes our mind is busy with lots and lots of thoughts.', 'thought'),
      card('Clouds floating by', 'Picture each thought as a cloud. Watch the cloud float away.', 'cloud'),
      card('Come back', 'If your mind wanders off, that is okay. Come back to one sound.', 'ear'),
      card('Worried thoughts', 'Worried thoughts can float by too. They can be let go.', 'worried'),
    ],
    practice: [
      question(
        'At quiet time, Mimalima starts thinking about lunch. What can they do?',
        ['Let the thought float by', 'thought'],
        [
          ['Go and check the lunch box', 'backpack'],
          ['Draw a picture of the lunch', 'crayons'],
        ],
        'Thoughts can float past like clouds. Lunch will still come.',
        2,
      ),
      question(
        'Oh no, Mimalima\u2019s mind wandered off again! What now?',
        ['Gently listen for one sound', 'ear'],
        [
          ['Give up on quiet time today', 'stop-hand'],
          ['Start quiet time all over again', 'clock', ALSO_GOOD],
        ],
        'Wandering is normal. We just come back, kindly.',
      ),
      question(
        'Tomás has busy thoughts at bedtime. What can help him?',
        ['Notice his soft pillow', 'bed'],
        [
          ['Get up and play with toys', 'toybox'],
          ['Think and think about it', 'brain'],
        ],
        'Noticing the pillow brings a busy mind back to now.',
        1,
      ),
    ],
    celebration: { message: 'You thought about letting thoughts float by!', picture: 'cloud' },
  },
  {
    title: 'The Mimalima pause',
    competency: 'responsible-decision-making',
    lesson: [
      card('Body clues', 'Tight fists and a hot face can mean you feel mad.', 'cross'),
      card('Mad is okay', 'Feeling mad is okay. Hurting someone is not.', 'heart'),
      card('Use the routine', 'Use Stop, breathe, name it. The routine gives you time.', 'calm-down'),
      card('Choose', 'Then pick a kind choice, like using words or asking for help.', 'lightbulb'),
    ],
    practice: [
      question(
        'Someone bumps Mimalima\u2019s painting and the paint smears. Their fists get tight. What first?',
        ['Stop, breathe, name it', 'calm-down'],
        [
          ['Paint over the smear fast', 'paint'],
          ['Grab the other child\u2019s brush', 'grab'],
        ],
        'The routine first. Then there is time to choose.',
      ),
      question(
        'Mimalima\u2019s friend falls off the slide and is bleeding. What comes first?',
        ['Call a grown-up, loudly', 'ask-help'],
        [
          ['Stop, breathe, name it first', 'calm-down'],
          ['Wait for the friend to get up', 'hourglass'],
        ],
        'When someone is hurt, getting help comes first. Calming down can come next.',
        1,
      ),
      question(
        'Mimalima\u2019s face feels hot and their fists are tight. What might they feel?',
        ['Mad', 'cross'],
        [
          ['Calm', 'calm'],
          ['Happy', 'smile'],
        ],
        'Our body gives us clues about big feelings.',
        2,
      ),
      question(
        'Rosa stopped, breathed and said "I feel mad." What can she do next?',
        ['Tell Jo what upset her', 'bubble'],
        [
          ['Break Jo\u2019s crayons to get even', 'crayons'],
          ['Ask Jo to play tag', 'friends'],
        ],
        'Kind words can fix the problem that made her mad.',
        1,
      ),
    ],
    celebration: { message: 'You chose what to do after the pause!', picture: 'lightbulb' },
  },
  {
    title: 'Listening with my mind',
    competency: 'relationship-skills',
    lesson: [
      card('Listening is in your mind', 'Listening means your mind stays with your friend.', 'ear'),
      card('Your way is okay', 'Some people listen looking away, or squeezing a toy. That is okay.', 'fidget'),
      card('Show you listened', 'Nod, or ask a question about what your friend said.', 'question'),
      card('Say it back', 'Say back one thing: "You went on a boat!"', 'bubble'),
    ],
    practice: [
      question(
        'Kai tells Mimalima about a boat trip. How can Mimalima show they listened?',
        ['Ask, "Was the boat fast?"', 'bubble'],
        [
          ['Tell Kai about their own bus trip', 'bus'],
          ['Ask Kai, "Can we play now?"', 'ball'],
        ],
        'A question about the story shows you really listened.',
      ),
      question(
        'Zoe squeezes a squishy toy while Dan talks. Can Zoe be listening?',
        ['Yes, if her mind is with Dan', 'fidget'],
        [
          ['No, her hands are too busy', 'hands'],
          ['If she looks at Dan', 'eyes'],
        ],
        'Listening happens in the mind. Busy hands can help some people.',
        2,
      ),
      question(
        'Mimalima\u2019s mind drifts while Kai talks. What can they do?',
        ['Ask, "Sorry, can I hear that again?"', 'ear'],
        [
          ['Nod and hope to catch up', 'thought'],
          ['Look at the clock and wait', 'clock'],
        ],
        'Asking again is honest, and it shows you care.',
        1,
      ),
    ],
    celebration: { message: 'You thought about how friends listen today!', picture: 'ear' },
  },
  {
    title: 'Mimalima\u2019s kind wishes',
    competency: 'social-awareness',
    lesson: [
      card('A kind wish', 'Mimalima thinks of a friend and wishes, "Have a happy day."', 'heart'),
      card('Notice others', 'Look around. Someone might feel sad or lonely today.', 'alone'),
      card('Wish, then do', 'A kind wish can grow into a kind act, like a wave.', 'wave'),
      card('A wish for you', 'Wish yourself well too: "I hope I feel calm today."', 'calm'),
    ],
    practice: [
      question(
        'Mimalima thinks of Grandma, who lives far away. What can they send her right now?',
        ['A kind wish', 'heart'],
        [
          ['A letter next month', 'letter'],
          ['A wish for a new toy', 'gift'],
        ],
        'Kind wishes can travel to people far away.',
        2,
      ),
      question(
        'Lina sits alone at lunch, looking down. How might Lina feel?',
        ['Sad', 'frown'],
        [
          ['Excited', 'excited'],
          ['Inspired', 'inspired'],
        ],
        'Sitting alone looking down can be a sad clue. Asking tells you more.',
      ),
      question(
        'Lina might feel lonely. What could Mimalima do?',
        ['Sit near Lina and smile', 'friends'],
        [
          ['Wish her well and walk past', 'walk-away'],
          ['Tell the class that Lina is sad', 'bubble'],
        ],
        'A kind wish grows when we do something kind.',
        1,
      ),
    ],
    celebration: { message: 'You thought of kind wishes for others!', picture: 'heart' },
  },
  {
    title: 'My calm, my choice',
    competency: 'responsible-decision-making',
    lesson: [
      card('Your calm tools', 'Stop, breathe, name it, sound hunts and thought clouds are yours now.', 'checklist'),
      card('Pick a tool', 'Mad? Stop, breathe, name it. Busy mind? Watch the clouds.', 'lightbulb'),
      card('Confident', 'You know your tools. You can feel confident using them.', 'confident'),
      card('All by yourself', 'You can be mindful anywhere, all by yourself.', 'star'),
    ],
    practice: [
      question(
        'Before the school play, Mimalima\u2019s tummy feels wobbly. Which tool fits?',
        ['Stop, breathe, name it: "nervous"', 'calm-down'],
        [
          ['Listen for sounds outside', 'ear', ALSO_GOOD],
          ['Tell the others, "I feel fine"', 'mask'],
        ],
        'A wobbly tummy is a big feeling. The routine fits it.',
      ),
      question(
        'Mimalima\u2019s mind is busy at bedtime. Which tool fits?',
        ['Watch thoughts float like clouds', 'cloud'],
        [
          ['Get up and play with toys', 'toybox'],
          ['Spy five things in the dark', 'eyes'],
        ],
        'A busy mind is not a big feeling. Thought clouds fit it.',
        1,
      ),
      question(
        'Theo forgot his squishy toy at home. Can he still find calm?',
        ['Yes, by listening for sounds', 'ear'],
        [
          ['No, calm is for home', 'house'],
          ['When he is in bed', 'bed'],
        ],
        'Your calm tools are inside you, everywhere you go.',
        2,
      ),
    ],
    celebration: { message: 'Ten days of noticing! You picked calm tools today!', picture: 'confetti' },
  },
];

export const MIMALIMA: ProgrammeContent = {
  character: 'MIMALIMA',
  days: DAYS,
  screening: {
    title: 'Calm and noticing: what would you do?',
    questions: [
      testItem(
        'self-awareness',
        'You are at the beach. What could you notice right now?',
        ['The waves and the wind', 'wind'],
        [
          ['Your math homework', 'pencil'],
          ['What is for dinner', 'cake'],
        ],
        'Noticing now means the things around you this moment.',
      ),
      testItem(
        'self-management',
        'Your sister takes your seat and you feel mad. What is the first step?',
        ['Stand still as a statue', 'stop-hand'],
        [
          ['Stop her and take the seat back', 'grab'],
          ['Say, "Stop, that is my seat!"', 'bubble'],
        ],
        'Stop comes first in Stop, breathe, name it.',
        1,
      ),
      testItem(
        'relationship-skills',
        'Grandpa tells you how to plant beans. How can you show you are listening?',
        ['Ask him, "How deep do they go?"', 'seed'],
        [
          ['Think about your game, then nod', 'thought'],
          ['Start talking about your game', 'toybox'],
        ],
        'A question about his beans shows your mind is with him.',
        2,
      ),
      testItem(
        'self-management',
        'The doctor is running late and you feel bored. What could help?',
        ['Listen for sounds in the room', 'ear'],
        [
          ['Keep asking "How long now?"', 'question'],
          ['Spin the doctor\u2019s chair round and round', 'hands'],
        ],
        'Listening turns waiting into a noticing game.',
      ),
      testItem(
        'social-awareness',
        'A child you don\u2019t know falls at the park. A grown-up helps. What could you do?',
        ['Wish, "I hope you feel better"', 'heart'],
        [
          ['Laugh, because the fall looked funny', 'tease'],
          ['Shout, "Look where you go!"', 'shout'],
        ],
        'Kind wishes are for everyone, even people we don\u2019t know.',
        2,
      ),
      testItem(
        'self-awareness',
        'You feel grumpy and you don\u2019t know why. What could you do?',
        ['Notice how your body feels', 'thought'],
        [
          ['Tell everyone, "Go away, please"', 'bubble'],
          ['Stomp around, then slam the door', 'footsteps'],
        ],
        'Noticing your body helps you find the feeling.',
        1,
      ),
      testItem(
        'self-management',
        'Your sister hums while you read. It bugs you. What could you do?',
        ['Take a slow breath first', 'breath'],
        [
          ['Hum loudly over her', 'music'],
          ['Slam your book and walk off', 'book'],
        ],
        'A slow breath first helps you ask kindly.',
      ),
      testItem(
        'relationship-skills',
        'Two friends talk to you at once. You cannot hear either. What is best?',
        ['Ask them to talk one at a time', 'turn'],
        [
          ['Listen to whoever is louder', 'ear'],
          ['Guess what they both said', 'thought'],
        ],
        'One at a time lets you really hear each friend.',
        2,
      ),
    ],
    form_b: [
      testItem(
        'self-awareness',
        'You stand outside in the rain. What could you notice right now?',
        ['Drops tapping on your hood', 'rain'],
        [
          ['Your game from last week', 'ball'],
          ['What you will play after school', 'calendar'],
        ],
        'Noticing now means what is here this moment.',
        2,
      ),
      testItem(
        'self-management',
        'Your brother grabs your crayon. Your fists get tight. What comes first?',
        ['Stop and keep your hands still', 'stop-hand'],
        [
          ['Stop him and grab it back', 'grab'],
          ['Scribble on his paper', 'crayons'],
        ],
        'Stop comes first. Then breathe and name it.',
      ),
      testItem(
        'relationship-skills',
        'Your friend says her tooth fell out. How can you show you heard?',
        ['Ask, "Did it hurt?"', 'question'],
        [
          ['Tell her about your bike', 'bike'],
          ['Ask, "Want to hear my song?"', 'music'],
        ],
        'A question about her tooth shows you were listening.',
        1,
      ),
      testItem(
        'self-management',
        'The line at the store is long and slow. What could you do?',
        ['Feel your breath go in and out', 'breath'],
        [
          ['Pull on Dad\u2019s sleeve again and again', 'hands'],
          ['Shout, "Are we done yet?"', 'shout'],
        ],
        'Noticing your breath can make a wait feel calmer.',
        2,
      ),
      testItem(
        'social-awareness',
        'You hear a baby crying on the bus. A grown-up holds her. What could you do?',
        ['Send her a quiet kind wish', 'heart'],
        [
          ['Say, "Please stop crying, baby"', 'bubble'],
          ['Point and laugh at the baby', 'tease'],
        ],
        'A kind wish is for everyone, even a baby we don\u2019t know.',
      ),
      testItem(
        'self-awareness',
        'Your friend says, "You look upset." You did not notice. What could you do?',
        ['Check how your body feels', 'thought'],
        [
          ['Say, "No I am not!"', 'stop-hand'],
          ['Say, "I feel fine! Go away."', 'mask'],
        ],
        'Your body gives clues to your feelings.',
        2,
      ),
      testItem(
        'self-management',
        'Your friend talks loudly in the library. It bugs you. What could you do?',
        ['Whisper to him, "Softer"', 'quiet'],
        [
          ['Shout, "Be quiet, please!"', 'shout'],
          ['Throw your book down', 'book'],
        ],
        'A breath first helps you ask kindly.',
        1,
      ),
      testItem(
        'relationship-skills',
        'Your friend speaks softly. You cannot hear her in the noisy room. What is best?',
        ['Sit closer, so you can hear', 'ear'],
        [
          ['Nod along and guess the rest', 'thought'],
          ['Nod and smile, then look away', 'eyes'],
        ],
        'Moving closer shows you want to hear her.',
        2,
      ),
    ],
  },
};
