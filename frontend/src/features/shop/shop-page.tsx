import { useState } from 'react';
import { GameRuleError } from '@domain/module';
import type { Reward } from '@domain/schemas';
import { Balance } from '../../components/balance';
import { Dialog } from '../../components/dialog';
import { Icon } from '../../components/icon';
import { ModulesScreen } from '../modules/modules-status';
import { ModuleTabs } from '../modules/module-tabs';
import { useChosenModule } from '../modules/use-chosen-module';
import { SaveStatus } from '../play/step-layout';
import { RewardArt } from './reward-art';

const title = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
type Pending =
  { kind: 'BUY' | 'SELL'; reward: Reward } | { kind: 'short'; reward: Reward; missing: number } | { kind: 'error'; message: string };

/** What a shop dialog says aloud: the question or the news in it. */
const dialogWords = (pending: Pending): string[] => {
  switch (pending.kind) {
    case 'error':
      return [pending.message];
    case 'short':
      return [`You need ${pending.missing} more tokens for the ${pending.reward.name}.`, 'Play more days to earn them!'];
    case 'BUY':
      return [`Buy the ${pending.reward.name} for ${pending.reward.price} tokens?`];
    case 'SELL':
      return [`Return the ${pending.reward.name} and get ${pending.reward.price} tokens back?`];
  }
};

/** The reward shop of the programme's set: buy with tokens (after a yes), return to get them back. */
const ShopPage = () => {
  const { module, modules, status, error, choose, play } = useChosenModule();
  const [pending, setPending] = useState<Pending | null>(null);
  if (!module) return <ModulesScreen status={status} error={error} />;
  const { items } = module.game_details.shopping;
  const { balance } = module.game_details.inventory;

  const ask = (reward: Reward) => {
    if (reward.acquired) return setPending({ kind: 'SELL', reward });
    if (reward.price > balance) return setPending({ kind: 'short', reward, missing: reward.price - balance });
    setPending({ kind: 'BUY', reward });
  };
  const confirm = () => {
    if (!pending || (pending.kind !== 'BUY' && pending.kind !== 'SELL')) return;
    try {
      play(module.id, { type: pending.kind, rewardId: pending.reward.id });
      setPending(null);
    } catch (problem) {
      setPending({ kind: 'error', message: problem instanceof GameRuleError ? problem.message : 'Something went wrong' });
    }
  };

  return (
    <main className="page">
      <header className="shop__head">
        <h1 className="page__title">Shop</h1>
        <Balance tokens={balance} />
      </header>
      <ModuleTabs modules={modules} current={module.name} onChoose={choose} />
      <SaveStatus />
      <ul className="rewards-grid">
        {items.map((reward) => (
          <li key={reward.id} className={`reward card${reward.acquired ? ' reward--owned' : ''}`}>
            <RewardArt id={reward.id} size={96} />
            <h2 className="reward__name">{title(reward.name)}</h2>
            <p className="reward__description">{reward.description}</p>
            <p className="reward__price">
              <Icon name="coin" size={24} /> {reward.price}
            </p>
            <button
              type="button"
              className={`button${reward.acquired ? '' : ' button--primary'}`}
              onClick={() => ask(reward)}
              aria-label={`${reward.acquired ? 'Return' : 'Buy'} the ${reward.name}`}
            >
              {reward.acquired ? 'Return' : 'Buy'}
            </button>
          </li>
        ))}
      </ul>
      {pending && (
        <Dialog
          title={pending.kind === 'error' ? 'Oops' : `The ${pending.reward.name}`}
          speech={dialogWords(pending)}
          onClose={() => setPending(null)}
        >
          {pending.kind === 'error' && (
            <>
              <p className="message message--error">{pending.message}</p>
              <button type="button" className="button" onClick={() => setPending(null)}>
                OK
              </button>
            </>
          )}
          {pending.kind === 'short' && (
            <>
              <RewardArt id={pending.reward.id} size={120} />
              <p className="dialog__text">
                <Icon name="coin" size={28} /> You need {pending.missing} more tokens for the {pending.reward.name}.
              </p>
              <p className="message">Play more days to earn them!</p>
              <button type="button" className="button button--primary" onClick={() => setPending(null)}>
                OK
              </button>
            </>
          )}
          {(pending.kind === 'BUY' || pending.kind === 'SELL') && (
            <>
              <RewardArt id={pending.reward.id} size={120} />
              <p className="dialog__text">
                {pending.kind === 'BUY'
                  ? `Buy the ${pending.reward.name} for ${pending.reward.price} tokens?`
                  : `Return the ${pending.reward.name} and get ${pending.reward.price} tokens back?`}
              </p>
              <div className="row">
                <button type="button" className="button" onClick={() => setPending(null)}>
                  No
                </button>
                <button type="button" className="button button--primary" onClick={confirm}>
                  Yes, {pending.kind === 'BUY' ? 'buy it' : 'return it'}
                </button>
              </div>
            </>
          )}
        </Dialog>
      )}
    </main>
  );
};
export default ShopPage;
