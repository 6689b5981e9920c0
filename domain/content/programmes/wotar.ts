import { ALSO_GOOD, card, question, testItem, type DayContent, type ProgrammeContent } from '../build.js';

/** WOTAR: Teamwork. Ten days from one block to a whole team: strengths, ideas, jobs, agreeing, trying again together. */
const DAYS: DayContent[] = [
  {
    title: 'Better together',
    competency: 'relationship-skills',
    lesson: [
      card('Meet Wotar', 'Wotar is a robot. They love to build big things with friends.', 'blocks'),
      card('Teamwork', 'Teamwork means working together to do something.', 'team'),
      card('Everyone helps', 'Each person adds something special, like pieces of a puzzle.', 'puzzle'),
      card('Happy together', 'Working together can make us feel happy.', 'smile'),
    ],
    practice: [
      question(
        'Wotar\u2019s class must carry twenty chairs to the hall. What is the best way?',
        ['Everyone carries a few', 'team'],
        [
          ['The strongest child carries them all', 'muscle'],
          ['Leave the chairs for tomorrow', 'calendar'],
        ],
        'Big jobs are easier when everyone helps a little.',
        1,
      ),
      question(
        'Ivy puts in one puzzle piece. Wotar has the next piece. What could Wotar say?',
        ['"Let\u2019s do the puzzle as a team!"', 'puzzle'],
        [
          ['"I can finish quicker on my own"', 'rocket'],
          ['"Let me put your piece in for you"', 'grab'],
        ],
        'Doing the puzzle together is teamwork.',
        2,
      ),
      question(
        'The big blocks are too heavy for Wotar to lift alone. What could Wotar do?',
        ['Ask Sol to lift the blocks with them', 'blocks'],
        [
          ['Drag the blocks across the floor', 'hands'],
          ['Build a small house instead', 'house', ALSO_GOOD],
        ],
        'A friend can help with what is too heavy for one.',
      ),
    ],
    celebration: { message: 'You picked ways to work together today!', picture: 'team' },
  },
  {
    title: 'What I bring to the team',
    competency: 'self-awareness',
    lesson: [
      card('My strengths', 'A strength is something you do well, like counting or running.', 'muscle'),
      card('Kind is a strength', 'Being kind, funny or a good listener are strengths too.', 'heart'),
      card('Confident', 'Knowing your strengths can help you feel confident.', 'confident'),
      card('Still learning', 'Some things are hard for you. That is okay. Teammates can help.', 'helper'),
    ],
    practice: [
      question(
        'Wotar can lift heavy blocks easily. What is that?',
        ['A strength', 'muscle'],
        [
          ['A rule', 'checklist'],
          ['A problem', 'question'],
        ],
        'Things we do well are our strengths.',
        2,
      ),
      question(
        'The class is planting seeds. Femi knows lots about bugs. How could Femi help?',
        ['Find the bugs that help plants', 'bee'],
        [
          ['Carry the watering can', 'watering-can', ALSO_GOOD],
          ['Watch the class dig', 'eyes'],
        ],
        'We can help a team most with what we know well.',
      ),
      question(
        'Counting is hard for Wotar. The team needs ten seeds counted. What could Wotar do?',
        ['Count with a teammate\u2019s help', 'helper'],
        [
          ['Say they are bad at counting', 'thumbs-down'],
          ['Let the team do the counting', 'team'],
        ],
        'Teammates help each other learn.',
        1,
      ),
      question(
        'Wotar is good at fixing things. How might they feel at fixing time?',
        ['Confident', 'confident'],
        [
          ['Bored', 'bored'],
          ['Sad', 'frown'],
        ],
        'Doing something we are good at can feel confident.',
        2,
      ),
    ],
    celebration: { message: 'You thought about the strengths you bring!', picture: 'muscle' },
  },
  {
    title: 'Wotar hears every idea',
    competency: 'social-awareness',
    lesson: [
      card('Ideas from everyone', 'Good ideas can come from anyone on the team.', 'lightbulb'),
      card('Quiet friends', 'Some friends are quiet. Ask them, "What do you think?"', 'question'),
      card('Laughing with, not at', 'A funny idea can make us laugh together. Then we listen.', 'ear'),
      card('Inspired', 'A friend\u2019s idea can make you feel inspired. Inspired means full of ideas.', 'inspired'),
    ],
    practice: [
      question(
        'Wotar\u2019s team is planning a puppet show. Yuki is quiet. What could Wotar ask?',
        ['"What do you think, Yuki?"', 'question'],
        [
          ['Tell Yuki what job to do', 'checklist'],
          ['"Why don\u2019t you ever talk?"', 'bubble'],
        ],
        'Quiet friends have ideas too. Asking lets them share.',
      ),
      question(
        'Luis says, "Let\u2019s give the castle a slide!" Everyone giggles. What could the team do?',
        ['Talk about how a slide could work', 'bubble'],
        [
          ['Say the idea is silly and move on', 'thumbs-down'],
          ['Use Wotar\u2019s own idea instead', 'lightbulb'],
        ],
        'A funny idea can still be a good one. Giggling together is fine.',
        1,
      ),
      question(
        'Sana\u2019s idea gives Wotar a new idea of their own! How might Wotar feel?',
        ['Inspired', 'inspired'],
        [
          ['Bored', 'bored'],
          ['Sad', 'frown'],
        ],
        'A friend\u2019s idea sparking yours can feel inspired.',
        2,
      ),
    ],
    celebration: { message: 'You chose to hear every friend\u2019s idea!', picture: 'lightbulb' },
  },
  {
    title: 'A job for everyone',
    competency: 'relationship-skills',
    lesson: [
      card('Share the work', 'A big job is easier when each person has a part.', 'checklist'),
      card('Talk about jobs', 'Ask, "Who wants to paint? Who wants to cut?"', 'bubble'),
      card('Swap jobs', 'Take turns with the fun jobs, so it stays fair.', 'turn'),
      card('Do your part', 'Your team needs your part. Do your job as well as you can.', 'thumbs-up'),
    ],
    practice: [
      question(
        'Wotar\u2019s team is making a cardboard robot. What should they do first?',
        ['Give out the jobs', 'checklist'],
        [
          ['Everyone paints at once', 'paint'],
          ['Start cutting now', 'hands'],
        ],
        'Sharing out jobs helps a team work well.',
        1,
      ),
      question(
        'Everyone on Wotar\u2019s team wants to paint. What is fair?',
        ['Take turns to paint', 'turn'],
        [
          ['The fastest one gets to paint', 'rocket'],
          ['Nobody paints', 'stop-hand'],
        ],
        'Taking turns with fun jobs is fair.',
      ),
      question(
        'Amir\u2019s job is to hold the box while the glue dries. He wants to play. What could he do?',
        ['Hold the box until the glue dries', 'hands'],
        [
          ['Go and play ball now', 'ball'],
          ['Put the box down and go', 'door'],
        ],
        'Doing your part helps the whole team. Play comes after.',
        2,
      ),
      question(
        'Wotar\u2019s teammate keeps grabbing all the glue. What could Wotar do?',
        ['"Please stop. Let\u2019s take turns."', 'turn'],
        [
          ['Grab the glue right back', 'grab'],
          ['Use tape from the box', 'hands', ALSO_GOOD],
        ],
        'Saying stop kindly, then taking turns, is fair.',
        1,
      ),
    ],
    celebration: { message: 'You chose fair ways to share jobs!', picture: 'checklist' },
  },
  {
    title: 'Two ideas, one plan',
    competency: 'responsible-decision-making',
    lesson: [
      card('Different ideas', 'Teammates often want different things. That is normal.', 'thought'),
      card('Mix them', 'Sometimes you can mix two ideas. Red and blue make purple!', 'paint'),
      card('Vote', 'You can vote. Hands up for each idea. The most hands wins.', 'raise-hand'),
      card('Disappointed is okay', 'If your idea is not picked, you might feel disappointed. That is okay.', 'frown'),
    ],
    practice: [
      question(
        'Sara wants a red flag. Wotar wants a blue flag. What could they do?',
        ['Paint a red and blue flag', 'flag'],
        [
          ['Argue it out', 'bubble'],
          ['Let the teacher pick the color', 'teacher', ALSO_GOOD],
        ],
        'Mixing two ideas can make both friends happy.',
        2,
      ),
      question(
        'Wotar\u2019s team cannot choose a game. How can they choose fairly?',
        ['Have a vote', 'raise-hand'],
        [
          ['The loudest one gets to pick', 'shout'],
          ['The one with the best idea picks', 'lightbulb'],
        ],
        'A vote gives everyone a say.',
        1,
      ),
      question(
        'Wotar\u2019s idea lost the vote. What could Wotar do?',
        ['Help with the other idea', 'helper'],
        [
          ['Ask for a new vote right away', 'raise-hand'],
          ['Say the vote was not fair', 'scales'],
        ],
        'Good teammates help, even when their idea is not picked.',
      ),
      question(
        'The team votes on a plan with thumbs. Wotar does not like the plan. What could Wotar show?',
        ['A thumbs down, and say why', 'thumbs-down'],
        [
          ['A thumbs up, to be nice', 'mask'],
          ['Walk out of the vote', 'door'],
        ],
        'An honest vote helps the team choose. Say why kindly.',
        2,
      ),
    ],
    celebration: { message: 'You found fair ways to agree!', picture: 'handshake' },
  },
  {
    title: 'Thank you, teammate',
    competency: 'relationship-skills',
    lesson: [
      card('Notice the help', 'Look for the ways your teammates help, big and small.', 'eyes'),
      card('Say thank you', 'Say, "Thank you for holding that!" Name what they did.', 'bubble'),
      card('Grateful', 'Grateful means thankful. Saying thanks shows you feel grateful.', 'heart'),
      card('Kind words help', 'If a teammate is stuck, say, "You can do it. I can help."', 'helper'),
    ],
    practice: [
      question(
        'Rin passes Wotar the tape. What could Wotar say?',
        ['"Thank you, Rin!"', 'bubble'],
        [
          ['Keep taping', 'hands'],
          ['"Finally, you found it!"', 'hourglass'],
        ],
        'A thank-you makes teammates feel good.',
        1,
      ),
      question(
        'Omar\u2019s part of the bridge keeps falling. What could the team say?',
        ['"We can help you"', 'helper'],
        [
          ['"Hurry up, Omar!"', 'clock'],
          ['"We can do your part for you"', 'team'],
        ],
        'Kind words help a stuck teammate keep going.',
        2,
      ),
      question(
        'Kemi made up the tune for the team song. What could Wotar say?',
        ['"Your tune was great, Kemi!"', 'music'],
        [
          ['"Next time I will make the tune"', 'bubble'],
          ['"The words were the best part"', 'book'],
        ],
        'Naming what a teammate did makes the team stronger.',
      ),
    ],
    celebration: { message: 'You chose kind words for your teammates!', picture: 'team' },
  },
  {
    title: 'When the boat sinks',
    competency: 'self-management',
    lesson: [
      card('Things go wrong', 'Even good teams have things go wrong. A team boat can sink.', 'boat'),
      card('No blaming', 'Blaming makes teammates sad. Say, "It\u2019s okay. Let\u2019s fix it."', 'heart'),
      card('A frustrated team', 'Feeling frustrated? Use Stop, breathe, name it, together.', 'calm-down'),
      card('Try a new way', 'Ask, "How can we make it better?"', 'lightbulb'),
    ],
    practice: [
      question(
        'Wotar\u2019s team boat sinks in the water tub. What could the team do?',
        ['Talk about a new way to build', 'bubble'],
        [
          ['Find out whose fault it was', 'magnifier'],
          ['Build a tall tower', 'blocks'],
        ],
        'A new try is better than looking for blame.',
      ),
      question(
        'Tomi says, "It was your fault!" Wotar feels mad. What could Wotar do first?',
        ['Stop, breathe, name it', 'calm-down'],
        [
          ['Say "No, it was YOUR fault!"', 'shout'],
          ['Quit the team for good', 'door'],
        ],
        'The routine first. Then calm words can start a fix.',
        1,
      ),
      question(
        'How could Wotar\u2019s team make the boat float better?',
        ['Try a wider bottom', 'lightbulb'],
        [
          ['Add a big flag on top', 'flag'],
          ['Paint it a new color', 'paint'],
        ],
        'A wide bottom helps a boat float.',
        2,
      ),
    ],
    celebration: { message: 'You thought of ways to try again together!', picture: 'boat' },
  },
  {
    title: 'Room on the team',
    competency: 'social-awareness',
    lesson: [
      card('Look around', 'Is anyone left out of the game? Notice, then invite them.', 'eyes'),
      card('Change the game', 'Change the rules so everyone can play. Ana rolls the ball from her wheelchair.', 'wheelchair'),
      card('A new teammate', 'Show a new friend how the game works. Give them a job.', 'handshake'),
      card('Lonely', 'Being left out can make someone feel lonely.', 'alone'),
    ],
    practice: [
      question(
        'Ana uses a wheelchair and wants to join the ball game. What could the team do?',
        ['Change the game so Ana can play', 'wheelchair'],
        [
          ['Ask Ana, "Can you keep score?"', 'checklist'],
          ['Say the game is full', 'stop-hand'],
        ],
        'We can change a game so everyone joins in.',
        1,
      ),
      question(
        'A new child, Kai, watches Wotar\u2019s team build. What could Wotar say?',
        ['"Want to help us build?"', 'helper'],
        [
          ['Keep building', 'blocks'],
          ['"Watch how we do this"', 'eyes', ALSO_GOOD],
        ],
        'An invitation makes a new friend feel welcome.',
      ),
      question(
        'Nobody asks Kai to join the game. How might Kai feel?',
        ['Left out and sad', 'frown'],
        [
          ['Proud', 'proud'],
          ['Happy', 'smile'],
        ],
        'Being left out can feel lonely and sad.',
        2,
      ),
      question(
        'Kai looks upset after the ball game. What might have happened?',
        ['Someone laughed at his throw', 'tease'],
        [
          ['His team gave him a high five', 'high-five'],
          ['He got a turn to throw', 'turn'],
        ],
        'Thinking about what happened helps us understand a teammate.',
      ),
    ],
    celebration: { message: 'You found ways to make room on the team!', picture: 'team' },
  },
  {
    title: 'Wotar\u2019s tidy-up team',
    competency: 'responsible-decision-making',
    lesson: [
      card('We played, we tidy', 'If we all played, we all tidy up.', 'tidy-up'),
      card('Pick a part', 'You tidy the blocks. I tidy the books. Then we swap.', 'book'),
      card('Check together', 'Look around together. Is everything back where it goes?', 'checklist'),
    ],
    practice: [
      question(
        'Playtime is over and the room is messy. Who tidies up?',
        ['Everyone who played', 'tidy-up'],
        [
          ['The teacher', 'teacher'],
          ['Whoever played with the blocks', 'blocks'],
        ],
        'We all played, so we all tidy.',
      ),
      question(
        'Joon has finished tidying, but Eva is still working. What could Joon do?',
        ['Help Eva finish', 'helper'],
        [
          ['Sit and watch Eva work', 'eyes'],
          ['Start a new puzzle', 'puzzle'],
        ],
        'A team is done when everyone is done.',
        1,
      ),
      question(
        'How does Wotar\u2019s team know the tidy-up is finished?',
        ['They check together', 'checklist'],
        [
          ['The first one done says so', 'raise-hand'],
          ['They guess', 'question'],
        ],
        'Checking together makes sure nothing is missed.',
        2,
      ),
      question(
        'The team finds paper scraps on the floor. Where do the scraps go?',
        ['In the trash', 'trash'],
        [
          ['In the toy box', 'toybox'],
          ['Under the rug', 'broom'],
        ],
        'Scraps go in the trash, so the room is ready for tomorrow.',
        1,
      ),
    ],
    celebration: { message: 'You thought about how a team tidies up!', picture: 'broom' },
  },
  {
    title: 'We built it together',
    competency: 'self-awareness',
    lesson: [
      card('Look how far you came', 'You know your strengths, hear every idea, share jobs and say thanks.', 'checklist'),
      card('A great teammate', 'Your team is better with you in it.', 'team'),
      card('Proud together', 'A team can feel proud together. Proud is a feeling word.', 'proud'),
      card('Teams everywhere', 'Class, home and games all need teamwork. You are ready!', 'school'),
    ],
    practice: [
      question(
        'Wotar\u2019s class is making one big wall painting. Which shows teamwork?',
        ['Give out jobs, share ideas', 'team'],
        [
          ['The best painter does it all', 'paint'],
          ['Each child paints their own picture', 'crayons'],
        ],
        'Sharing jobs and ideas is teamwork.',
        1,
      ),
      question(
        'Wotar feels proud of the team robot. What could they say?',
        ['"We did it together!"', 'high-five'],
        [
          ['"I did the most work"', 'muscle'],
          ['"My part was the best"', 'crown'],
        ],
        'Sharing the pride makes the whole team glad.',
      ),
      question(
        'Dinner needs making at home. How could Wotar\u2019s family be a team?',
        ['Each person does one job', 'family'],
        [
          ['One person helps with everything', 'muscle'],
          ['Everyone waits to be called', 'hourglass'],
        ],
        'Teamwork helps at home too.',
        2,
      ),
    ],
    celebration: { message: 'You finished ten days of teamwork with Wotar!', picture: 'high-five' },
  },
];

export const WOTAR: ProgrammeContent = {
  character: 'WOTAR',
  days: DAYS,
  screening: {
    title: 'Teamwork: what would you do?',
    questions: [
      testItem(
        'relationship-skills',
        'Your group makes a band with a drum, a bell and claps. What works best?',
        ['Everyone plays one part', 'team'],
        [
          ['One child plays every part', 'drum'],
          ['Each plays as loud as they can', 'bell'],
        ],
        'A band sounds good when everyone plays a part.',
        2,
      ),
      testItem(
        'social-awareness',
        'Your teammate carries a heavy box. She looks tired. What could you do?',
        ['Take one end of the box', 'hands'],
        [
          ['Tell her to hurry up', 'bubble'],
          ['Put more on top of her box', 'blocks'],
        ],
        'Noticing a tired teammate and helping is teamwork.',
      ),
      testItem(
        'responsible-decision-making',
        'Your team has one ball and five kids. What is fair?',
        ['Pass it so all get a go', 'ball'],
        [
          ['The best player takes every shot', 'crown'],
          ['The first to grab it keeps it', 'grab'],
        ],
        'Passing gives everyone a fair chance.',
        1,
      ),
      testItem(
        'relationship-skills',
        'Your team is making up a dance. Ben keeps doing his own moves. What could you do?',
        ['Say, "Ben, what is that move?"', 'music'],
        [
          ['"Ben, please do the moves like us"', 'team'],
          ['Dance on and leave Ben out', 'walk-away'],
        ],
        'His moves might be a good idea for the team.',
      ),
      testItem(
        'self-management',
        'The curtain falls down in your team\u2019s puppet show. What could you say?',
        ['"Let\u2019s fix it and keep going"', 'hands'],
        [
          ['"Who broke it? Say it!"', 'question'],
          ['"That is it. I quit."', 'stop-hand'],
        ],
        'Teams try again and look for a better way.',
        2,
      ),
      testItem(
        'self-awareness',
        'Your team sells lemonade. You are good at counting. What could you offer?',
        ['"I could count the money"', 'checklist'],
        [
          ['"I can do every job myself"', 'hands'],
          ['"I am no good at this"', 'thumbs-down'],
        ],
        'Knowing what you are good at helps the team.',
        1,
      ),
      testItem(
        'responsible-decision-making',
        'Your team likes your idea, but Ali\u2019s might be better. What could you do?',
        ['Say, "Let\u2019s hear Ali\u2019s idea too"', 'bubble'],
        [
          ['Say, "Let\u2019s use my idea"', 'lightbulb'],
          ['Let Ali decide everything', 'crown'],
        ],
        'Hearing every idea helps the team choose the best one.',
      ),
      testItem(
        'relationship-skills',
        'Your team needs a reader. You read well, but Mo wants to try. What fits?',
        ['Let Mo read, help if he asks', 'book'],
        [
          ['Read it all yourself, to be quick', 'clock'],
          ['Help by reading it all for him', 'bubble'],
        ],
        'Giving Mo a turn, with help ready, is good teamwork.',
        1,
      ),
    ],
    form_b: [
      testItem(
        'relationship-skills',
        'Your class makes a long paper chain. What works best?',
        ['Everyone makes a few loops', 'team'],
        [
          ['One child makes all the loops', 'hands'],
          ['Each makes a chain and keeps it', 'backpack'],
        ],
        'A long chain gets done when everyone makes a part.',
      ),
      testItem(
        'social-awareness',
        'Your teammate cannot reach the top of the poster. What could you do?',
        ['Help her with the top part', 'helper'],
        [
          ['Tell her, "Reach higher!"', 'bubble'],
          ['Keep painting your own part', 'paint'],
        ],
        'Noticing what a teammate needs is teamwork.',
        2,
      ),
      testItem(
        'responsible-decision-making',
        'Your team has one magnifying glass and a bug to look at. What is fair?',
        ['Take turns looking', 'turn'],
        [
          ['The first to grab it keeps it', 'grab'],
          ['The tallest one looks', 'crown'],
        ],
        'Turns give everyone a fair look.',
        2,
      ),
      testItem(
        'relationship-skills',
        'Your team builds a fort. Nia keeps adding a tower nobody planned. What could you say?',
        ['"Tell us about your tower!"', 'blocks'],
        [
          ['"Stop, Nia! Stick to the plan!"', 'stop-hand'],
          ['Build around it and ignore her', 'walk-away'],
        ],
        'Her tower might be a good idea for the team.',
        1,
      ),
      testItem(
        'self-management',
        'Your team\u2019s tower of cups falls near the top. What could you say?',
        ['"Let\u2019s try again, more slowly"', 'hourglass'],
        [
          ['"Who knocked it? Say it!"', 'question'],
          ['"Let\u2019s stop. We are done."', 'stop-hand'],
        ],
        'Teams try again and look for a better way.',
      ),
      testItem(
        'self-awareness',
        'You are good at remembering rules. Your team plays a new game. What could you offer?',
        ['"I can explain the rules"', 'bubble'],
        [
          ['"I will make all the rules"', 'crown'],
          ['"I am no good at games"', 'thumbs-down'],
        ],
        'Knowing what you are good at helps the team.',
        2,
      ),
      testItem(
        'responsible-decision-making',
        'Your team races to finish a poster. Kim has not had a turn yet. What could you do?',
        ['Give her a turn first', 'turn'],
        [
          ['Finish it, then show Kim how it looks', 'clock'],
          ['Let her watch, since she is slow', 'eyes'],
        ],
        'Everyone on a team gets a part, even in a hurry.',
        1,
      ),
      testItem(
        'relationship-skills',
        'Your team draws a map. You draw fast, but Lu wants a turn. What fits?',
        ['Give Lu the pencil, help if asked', 'map'],
        [
          ['Draw it all, to finish sooner', 'pencil'],
          ['Tell Lu to draw her own map', 'bubble'],
        ],
        'Giving Lu a turn, with help ready, is good teamwork.',
        2,
      ),
    ],
  },
};
