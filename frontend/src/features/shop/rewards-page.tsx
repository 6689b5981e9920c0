import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Reward } from '@domain/schemas';
import { paths } from '../../app/paths';
import { Balance } from '../../components/balance';
import { Dialog } from '../../components/dialog';
import { Icon } from '../../components/icon';
import { ModulesScreen } from '../modules/modules-status';
import { ModuleTabs } from '../modules/module-tabs';
import { useChosenModule } from '../modules/use-chosen-module';
import { RewardArt } from './reward-art';

const title = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** What the child has: tokens earned, spent and left, and every reward they own, to look at large. */
const RewardsPage = () => {
  const { module, modules, status, error, choose } = useChosenModule();
  const [looking, setLooking] = useState<Reward | null>(null);
  if (!module) return <ModulesScreen status={status} error={error} />;
  const { earned, spent, balance, rewards } = module.game_details.inventory;
  return (
    <main className="page">
      <header className="shop__head">
        <h1 className="page__title">My rewards</h1>
        <Balance tokens={balance} />
      </header>
      <ModuleTabs modules={modules} current={module.name} onChoose={choose} />
      <dl className="tally">
        <div className="tally__item">
          <dt>Earned</dt>
          <dd>{earned}</dd>
        </div>
        <div className="tally__item">
          <dt>Spent</dt>
          <dd>{spent}</dd>
        </div>
        <div className="tally__item tally__item--main">
          <dt>Left</dt>
          <dd>{balance}</dd>
        </div>
      </dl>
      {rewards.length === 0 ? (
        <p className="message">No rewards yet. Visit the shop to spend your tokens!</p>
      ) : (
        <ul className="rewards-grid">
          {rewards.map((reward) => (
            <li key={reward.id}>
              <button
                type="button"
                className="reward card reward--owned reward--button"
                onClick={() => setLooking(reward)}
                aria-label={`Look at the ${reward.name}`}
              >
                <RewardArt id={reward.id} size={96} />
                <span className="reward__name">{title(reward.name)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="row">
        <Link className="button button--primary button--big" to={paths.shop}>
          <Icon name="bag" size={32} /> Shop
        </Link>
        <Link className="button button--big" to={paths.stickers}>
          <Icon name="star" size={32} /> My stickers
        </Link>
      </div>
      {looking && (
        <Dialog title={`The ${looking.name}`} speech={[`The ${looking.name}.`, looking.description]} onClose={() => setLooking(null)}>
          <RewardArt id={looking.id} size={220} />
          <h2>{title(looking.name)}</h2>
          <p className="dialog__text">{looking.description}</p>
          <div className="row">
            <button type="button" className="button" onClick={() => setLooking(null)}>
              Close
            </button>
            <Link className="button" to={paths.shop}>
              Return it in the shop
            </Link>
          </div>
        </Dialog>
      )}
    </main>
  );
};
export default RewardsPage;
