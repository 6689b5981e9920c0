import { ALSO_GOOD, card, question, testItem, type DayContent, type ProgrammeContent } from '../build.js';

/** VALDEPA: Valuing differences. Ten days from "every friend is different" to "different together". */
const DAYS: DayContent[] = [
  {
    title: 'Every friend is different',
    competency: 'social-awareness',
    lesson: [
      card('Meet Valdepa', 'Valdepa is a little bug. She loves that every friend is different.', 'shapes'),
      card('Like a rainbow', 'A rainbow has many colors. Friends are like that: all different.', 'rainbow'),
      card('Look around', 'Look around your class. Who likes to draw? Who likes to run?', 'eyes'),
      card('Happy to be different', 'Different friends can make us feel happy. We learn new things.', 'smile'),
    ],
    practice: [
      question(
        'Kim likes quiet games. Jo likes loud games. They want to play together. What could they do?',
        ['Take turns picking the game', 'turn'],
        [
          ['Kim plays loud games from now on', 'drum'],
          ['Jo plays Kim\u2019s games each time', 'blocks'],
        ],
        'Taking turns means both friends get the games they like.',
        1,
      ),
      question(
        'Ari always draws with his left hand. What could you think?',
        ['"People do things in different ways"', 'hands'],
        [
          ['"He needs to switch hands"', 'pencil'],
          ['"Left hands find things hard"', 'thought'],
        ],
        'Left or right, both are fine ways to draw.',
        2,
      ),
      question(
        'Your friend loves a snack you do not like. What could you say?',
        ['"We like different things!"', 'bubble'],
        [
          ['"Try mine, it is better"', 'share'],
          ['"What? You like that snack?"', 'question'],
        ],
        'Liking different things is part of being different.',
      ),
    ],
    celebration: { message: 'You thought about how every friend is different!', picture: 'rainbow' },
  },
  {
    title: 'What makes me, me',
    competency: 'self-awareness',
    lesson: [
      card('Only one you', 'There is nobody else just like you in the whole world.', 'mirror'),
      card('Things you love', 'Maybe you love cats, music or painting. The things you love are part of you.', 'heart'),
      card('Your name', 'Your name is special. Many names come from a family story.', 'family'),
      card('Proud to be you', 'You can feel proud of who you are. Proud is a good feeling.', 'proud'),
    ],
    practice: [
      question(
        'Ama runs fast. You draw well. Who has something special?',
        ['Both of you, in different ways', 'friends'],
        [
          ['The one who wins races', 'flag'],
          ['The one who draws', 'crayons'],
        ],
        'You are special, and so is Ama, in different ways.',
        2,
      ),
      question(
        'A classmate says your name the wrong way. What could you do?',
        ['Say it slowly for them', 'bubble'],
        [
          ['Pick a new, easy name for school', 'school'],
          ['Answer to the wrong name', 'raise-hand'],
        ],
        'Your name matters. Saying it slowly helps them learn it.',
      ),
      question(
        'Leo loves bugs. Some friends say bugs are gross. What could Leo think?',
        ['"I can love what I love"', 'bee'],
        [
          ['"I need to stop liking bugs"', 'stop-hand'],
          ['"I will keep my bug book at home"', 'backpack'],
        ],
        'Leo can love bugs. Friends can like different things.',
        1,
      ),
    ],
    celebration: { message: 'You thought about what makes you, you!', picture: 'mirror' },
  },
  {
    title: 'Kind, curious questions',
    competency: 'relationship-skills',
    lesson: [
      card('Be curious', 'Curious means wanting to learn more. We can be curious about friends.', 'magnifier'),
      card('Kind questions', 'A kind question is "What games do you like?"', 'question'),
      card('Listen to the answer', 'After we ask, we listen. We might learn something new.', 'ear'),
      card('Likes, not looks', 'We ask about what friends like. We do not ask rude things about looks.', 'heart'),
    ],
    practice: [
      question(
        'Juno is new. Which is a kind, curious question?',
        ['"What games do you like?"', 'question'],
        [
          ['"Why do you talk like that?"', 'bubble'],
          ['"Why are your shoes so old?"', 'shoes'],
        ],
        'Kind questions ask about what a friend likes.',
        1,
      ),
      question(
        'Juno says she loves snails. What could you do next?',
        ['Ask what she likes about snails', 'snail'],
        [
          ['Tell her about your dog', 'dog'],
          ['Say "Snails are slimy!"', 'thumbs-down'],
        ],
        'Asking more shows Juno you are curious about her.',
        2,
      ),
      question(
        'Juno is telling a story. You think of your own story. What could you do?',
        ['Listen until she finishes', 'ear'],
        [
          ['Tell your story right away', 'bubble'],
          ['Help her tell it quickly', 'clock'],
        ],
        'Listening to the end shows Juno her story matters.',
      ),
    ],
    celebration: { message: 'You chose kind, curious questions!', picture: 'magnifier' },
  },
  {
    title: 'Same and different',
    competency: 'social-awareness',
    lesson: [
      card('The same', 'Maybe you and a friend both love dogs. That is something you share.', 'dog'),
      card('Different', 'Maybe you love apples and your friend loves bananas. That is different.', 'apple'),
      card('Both are good', 'Same things help us play together. Different things help us learn.', 'friends'),
    ],
    practice: [
      question(
        'Sara and Ken both have a dog. Ken likes cats too. What is the same?',
        ['They both have a dog', 'dog'],
        [
          ['They both like cats', 'cat'],
          ['They both have a fish', 'fish'],
        ],
        'Only Ken likes cats. The dog is what they share.',
        2,
      ),
      question(
        'Ken eats rice for lunch. Sara eats bread. What could Sara say?',
        ['"What do you like about rice?"', 'question'],
        [
          ['"Bread is the best lunch"', 'bubble'],
          ['"Let\u2019s swap our lunches"', 'share'],
        ],
        'A curious question helps Sara learn about Ken.',
      ),
      question(
        'You and Ali like very different things. How could that help you both?',
        ['You can teach each other', 'lightbulb'],
        [
          ['You will argue a lot', 'bubble'],
          ['You need new friends', 'walk-away'],
        ],
        'Different things help friends learn from each other.',
        1,
      ),
    ],
    celebration: { message: 'You found the same and the different!', picture: 'friends' },
  },
  {
    title: 'Many kinds of families',
    competency: 'social-awareness',
    lesson: [
      card('Big and small', 'Some families are big. Some are small. Some children live with grandparents.', 'house'),
      card('Many ways', 'Some children have one parent. Some have two moms or two dads.', 'families'),
      card('Many words', 'Some families say hello in other words: "Hola!" "Jambo!" "Ni hao!"', 'bubble'),
      card('Love is the same', 'Families look different. Love and care are the same in every one.', 'heart'),
    ],
    practice: [
      question(
        'Ama lives with her grandma. Who is Ama\u2019s family?',
        ['Her grandma who loves her', 'family'],
        [
          ['Her teacher', 'teacher'],
          ['Her friends at school', 'friends'],
        ],
        'Love makes a family. Ama and her grandma are a family.',
        1,
      ),
      question(
        'Lin speaks Chinese at home. What could you ask her?',
        ['"Can you teach me a word?"', 'bubble'],
        [
          ['"Why don\u2019t you speak English?"', 'question'],
          ['"Do you know my language?"', 'globe'],
        ],
        'Asking to learn a word is a kind way to be curious.',
        2,
      ),
      question(
        'Leo\u2019s family is small. Rosa\u2019s family is big. Which family is best?',
        ['Both are good families', 'families'],
        [
          ['The big one, it is the most fun', 'team'],
          ['The small one, it is cozier', 'house'],
        ],
        'Big or small, every family can be full of love.',
      ),
    ],
    celebration: { message: 'You thought about many kinds of families!', picture: 'families' },
  },
  {
    title: 'Different strengths',
    competency: 'relationship-skills',
    lesson: [
      card('Good at different things', 'Everyone is good at something. We are not all good at the same things.', 'team'),
      card('Put it together', 'A puppet show needs puppets, a story and voices. Each friend does a part.', 'hands'),
      card('Nervous to speak', 'Some friends feel nervous to share ideas. We can ask them kindly.', 'nervous'),
      card('Share the jobs', 'We ask the team what each one likes doing. Then we share out the jobs.', 'checklist'),
    ],
    practice: [
      question(
        'Your group makes a puppet show. Ravi loves drawing. What job could he do?',
        ['Draw faces on the puppets', 'crayons'],
        [
          ['Write the whole story', 'pencil'],
          ['Play the music for the show', 'drum'],
        ],
        'Ravi can use what he loves doing.',
        1,
      ),
      question(
        'Eva has lots of ideas. She might feel nervous to speak. How could the team help?',
        ['Ask Eva what she thinks', 'thought'],
        [
          ['Let the loud ones share ideas', 'shout'],
          ['Wait until Eva talks first', 'hourglass'],
        ],
        'A kind question helps a nervous friend share.',
        2,
      ),
      question(
        'Ravi and Mo both love drawing. One puppet is left. What is fair?',
        ['Take turns drawing', 'turn'],
        [
          ['The oldest one draws', 'crown'],
          ['The fastest one draws', 'clock'],
        ],
        'Taking turns means both friends get to draw.',
      ),
    ],
    celebration: { message: 'You chose jobs that fit different strengths!', picture: 'team' },
  },
  {
    title: 'That is new to me',
    competency: 'self-management',
    lesson: [
      card('New things', 'New foods and new songs can take time to get used to.', 'question'),
      card('Surprised', 'Something new can make us feel surprised. Surprised is okay.', 'eyes'),
      card('Pause', 'Before we say "yuck" or "weird", we stop.', 'stop-hand'),
      card('Try these words', 'We can say, "That is new to me. Tell me about it!"', 'bubble'),
    ],
    practice: [
      question(
        'You want to say "yuck" about a new food. What could you do first?',
        ['Stop before you speak', 'stop-hand'],
        [
          ['Make a face, then say thanks', 'thumbs-down'],
          ['Whisper it to your friend', 'friends'],
        ],
        'Stopping first gives you time to pick kind words.',
        1,
      ),
      question(
        'Hana\u2019s lunch smells new to you. What could you say?',
        ['"That is new to me. What is it?"', 'question'],
        [
          ['"That smells really weird"', 'nose'],
          ['"Can I taste some of that?"', 'share'],
        ],
        'Stop first. Then say, "That is new to me."',
        2,
      ),
      question(
        'Kofi sings a song from his grandpa\u2019s country. It sounds new. What could you do?',
        ['Stop and listen to the whole song', 'ear'],
        [
          ['Sing your own song too', 'music'],
          ['Help him sing it your way', 'bubble'],
        ],
        'New songs can be fun to learn. Listen first.',
      ),
      question(
        'Mei eats with chopsticks. You feel surprised. What could you do?',
        ['Ask her to show you how', 'hands'],
        [
          ['Tell her a fork is easier', 'bubble'],
          ['Watch her hands at lunch', 'eyes', ALSO_GOOD],
        ],
        'Surprised is okay. Asking turns it into learning.',
        1,
      ),
    ],
    celebration: { message: 'You chose kind words for new things!', picture: 'smile' },
  },
  {
    title: 'Two ideas, one game',
    competency: 'relationship-skills',
    lesson: [
      card('Different ideas', 'Friends often want to play different things. That is normal.', 'thought'),
      card('Listen to both', 'Each friend tells their idea. Everyone listens.', 'ear'),
      card('Mix them', 'Tag and pirates? Play pirate tag! Mixing ideas makes new games.', 'lightbulb'),
      card('Take turns', 'Or we play one idea first, then the other.', 'turn'),
    ],
    practice: [
      question(
        'Isla wants to build. Noah wants to paint. What could they do?',
        ['Build a house, then paint it', 'blocks'],
        [
          ['Build today, paint tomorrow', 'turn', ALSO_GOOD],
          ['Noah chooses, he is older', 'crown'],
        ],
        'Mixing two ideas can make one great game.',
        2,
      ),
      question(
        'Your friend has a different idea for a game. What could you do first?',
        ['Listen to the whole idea', 'ear'],
        [
          ['Say your idea is better', 'bubble'],
          ['Start your own game right away', 'ball'],
        ],
        'Listening to every idea is fair and kind.',
      ),
      question(
        'You want tag. Lea wants hide-and-seek. The games do not mix. What is fair?',
        ['Play one, then the other', 'turn'],
        [
          ['Play tag, since you asked first', 'raise-hand'],
          ['Let the loudest one choose', 'shout'],
        ],
        'Taking turns means everyone gets a go.',
        1,
      ),
    ],
    celebration: { message: 'You mixed ideas and took turns!', picture: 'lightbulb' },
  },
  {
    title: 'Stand up for different',
    competency: 'responsible-decision-making',
    lesson: [
      card('Teasing hurts', 'Teasing someone for being different can hurt. They might feel sad.', 'tease'),
      card('Do not join in', 'If others laugh at a friend, we choose not to laugh.', 'friends'),
      card('Upstander words', 'We use the upstander words: "Stop, that\u2019s not kind. Come play with us."', 'stop-hand'),
      card('Get help', 'We stay with our friend. We tell a grown-up we trust.', 'teacher'),
    ],
    practice: [
      question(
        'Some children laugh at Marco\u2019s glasses. What could you do?',
        ['Say the upstander words', 'stop-hand'],
        [
          ['Tell Marco to take them off', 'eyes'],
          ['Help Marco walk away', 'helper', ALSO_GOOD],
        ],
        'Calm upstander words can help Marco.',
      ),
      question(
        'Someone copies how Amina says her words. How might Amina feel?',
        ['Sad', 'cry'],
        [
          ['Proud', 'proud'],
          ['Worried', 'worried'],
        ],
        'Being copied can hurt. Amina might feel sad.',
        1,
      ),
      question(
        'The teasing happens every day. What could you do?',
        ['Tell the teacher', 'ask-help'],
        [
          ['Tease them back', 'tease'],
          ['Help Marco stay inside at recess', 'school'],
        ],
        'A grown-up you trust can help make it stop.',
        2,
      ),
    ],
    celebration: { message: 'You practiced words that stand up for a friend!', picture: 'heart' },
  },
  {
    title: 'Different together',
    competency: 'self-awareness',
    lesson: [
      card('Look back', 'You learned that every friend is different, and so are you.', 'mirror'),
      card('Your tools', 'Ask kind questions. Say "That is new to me." Mix ideas. Stand up for friends.', 'checklist'),
      card('Confident me', 'Knowing who you are can make you feel confident.', 'confident'),
      card('A colorful world', 'Our world is like a garden with many flowers. Every one adds color.', 'flower'),
    ],
    practice: [
      question(
        'At the park, a boy talks in sign language. He wants to play. What could you do?',
        ['Play, and use your hands too', 'hands'],
        [
          ['Talk louder so he hears', 'shout'],
          ['Wave and play with someone else', 'wave'],
        ],
        'Hands can talk too. You can play together.',
      ),
      question(
        'Your class makes a "Who we are" wall. What could you add?',
        ['Something you love, like painting', 'paint'],
        [
          ['What your best friend adds', 'friends'],
          ['Whatever the teacher likes best', 'teacher'],
        ],
        'The wall is about you, so add what you love.',
        2,
      ),
      question(
        'Someone says, "You are different!" What could you say?',
        ['"Yes, and I like being me!"', 'confident'],
        [
          ['"No, I am not!"', 'stop-hand'],
          ['"I will try to be like you"', 'mirror'],
        ],
        'Being different is a good thing. You are great as you are.',
        1,
      ),
    ],
    celebration: { message: 'Ten days of thinking about differences! You chose kind ways!', picture: 'rainbow' },
  },
];

export const VALDEPA: ProgrammeContent = {
  character: 'VALDEPA',
  days: DAYS,
  screening: {
    title: 'Differences: what would you do?',
    questions: [
      testItem(
        'social-awareness',
        'A new girl wears a headscarf. What could you do?',
        ['Say hi and ask her to play', 'friends'],
        [
          ['Ask her to take the scarf off', 'question'],
          ['Stare at the scarf all day', 'eyes'],
        ],
        'Saying hi makes her welcome, just as she is.',
        1,
      ),
      testItem(
        'social-awareness',
        'Your friend has a holiday you do not know. What could you say?',
        ['"Tell me about your holiday!"', 'bubble'],
        [
          ['"That is not a real holiday"', 'calendar'],
          ['"My holiday has better gifts"', 'gift'],
        ],
        'Asking shows you are curious about your friend.',
      ),
      testItem(
        'relationship-skills',
        'Tom likes dolls. Some boys say dolls are for girls. What could you say?',
        ['"Dolls are for anyone"', 'toybox'],
        [
          ['"Tom, bring a ball tomorrow"', 'ball'],
          ['"Dolls are a bit silly, Tom"', 'bubble'],
        ],
        'Toys are for everyone. Tom can like what he likes.',
        2,
      ),
      testItem(
        'relationship-skills',
        'Your friend prays before she eats. You are ready to start. What could you do?',
        ['Wait for her to finish', 'hourglass'],
        [
          ['Start eating and talking', 'apple'],
          ['Ask her to pray later, please', 'clock'],
        ],
        'Her family\u2019s way matters. Waiting shows respect.',
        1,
      ),
      testItem(
        'social-awareness',
        'A new boy is much taller than everyone. Kids call him "Giant." What could you do?',
        ['Call him by his name and play', 'ball'],
        [
          ['Laugh when they say it', 'tease'],
          ['Call him "Giant" too, for fun', 'bubble'],
        ],
        'His name is his own. Being tall is one way to be different.',
      ),
      testItem(
        'relationship-skills',
        'Zoe cannot hear well. She reads lips. How could you talk with her?',
        ['Face her and speak clearly', 'eyes'],
        [
          ['Shout so she can hear', 'shout'],
          ['Whisper close to her ear', 'ear'],
        ],
        'Zoe needs to see your lips, so face her.',
        2,
      ),
      testItem(
        'responsible-decision-making',
        'Your class votes on a game. Three kids cannot run today. What is fair?',
        ['Pick a game all can play', 'team'],
        [
          ['Run and play tag, most want it', 'footsteps'],
          ['Let those three sit and watch', 'eyes'],
        ],
        'A game for everyone means nobody sits out.',
        2,
      ),
      testItem(
        'social-awareness',
        'Your friend has two moms. A kid says, "That\u2019s weird." What could you say?',
        ['"Families come in all kinds"', 'families'],
        [
          ['Laugh, so it seems like a joke', 'tease'],
          ['"Let\u2019s talk about it later"', 'calendar'],
        ],
        'Every family is a real family.',
        1,
      ),
    ],
    form_b: [
      testItem(
        'social-awareness',
        'A new girl has a hearing aid. What could you do?',
        ['Say hi and show her the room', 'wave'],
        [
          ['Ask to take it out and look', 'eyes'],
          ['Point at it and whisper', 'tease'],
        ],
        'Saying hi makes her welcome, just as she is.',
        2,
      ),
      testItem(
        'social-awareness',
        'Your friend wears special clothes for her family\u2019s big day. What could you say?',
        ['"What is the day called?"', 'calendar'],
        [
          ['"Those clothes look funny"', 'tease'],
          ['"My clothes are nicer"', 'mirror'],
        ],
        'A curious question shows you care about her day.',
        1,
      ),
      testItem(
        'relationship-skills',
        'Ben cries at a sad movie. Kids say boys don\u2019t cry. What could you say?',
        ['"Anyone can cry. It is okay."', 'hug'],
        [
          ['"Ben, hide your tears"', 'hands'],
          ['"Stop crying, Ben, they see"', 'stop-hand'],
        ],
        'Feelings are for everyone. Crying is okay.',
      ),
      testItem(
        'relationship-skills',
        'At your friend\u2019s home, everyone takes off their shoes. What could you do?',
        ['Take your shoes off too', 'shoes'],
        [
          ['Walk in with your shoes on', 'footsteps'],
          ['Say, "We don\u2019t do that at home"', 'house'],
        ],
        'Their home, their way. Following it shows respect.',
        2,
      ),
      testItem(
        'social-awareness',
        'Some kids make fun of a boy\u2019s big ears. What could you do?',
        ['Stand by him and say, "Stop"', 'stop-hand'],
        [
          ['Laugh along so they stop', 'tease'],
          ['Tell him to wear a hat', 'bubble'],
        ],
        'Standing up for him shows differences are okay.',
        1,
      ),
      testItem(
        'relationship-skills',
        'Rosa cannot see well. She asks what is on the board. What could you do?',
        ['Read it to her out loud', 'bubble'],
        [
          ['Point at the board', 'eyes'],
          ['Say, "Look closer, Rosa"', 'magnifier'],
        ],
        'Rosa needs to hear the words, so read them to her.',
      ),
      testItem(
        'responsible-decision-making',
        'Your team picks a party snack. Two kids have a nut allergy. What is fair?',
        ['Pick a snack all can eat', 'apple'],
        [
          ['Pick nuts, most kids like them', 'cookie'],
          ['Pick nuts, then find a snack for the two', 'hands'],
        ],
        'A safe snack for everyone means nobody is left out.',
        1,
      ),
      testItem(
        'social-awareness',
        'A boy says his dad stays home and his mom works. A kid laughs. What could you say?',
        ['Say, "Every family is different"', 'families'],
        [
          ['Say, "That is a bit odd"', 'thought'],
          ['Change the subject fast', 'bubble'],
        ],
        'Families do things in many ways.',
        2,
      ),
    ],
  },
};
