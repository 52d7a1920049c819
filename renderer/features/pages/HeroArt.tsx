import { Icon } from '../../components/Icon';
import './HeroArt.css';

/** Decorative App Inventor-style blocks beside the about hero (hidden from assistive tech). */
export function BlocksArt() {
  return (
    <div className="hero-art hero-art--blocks" aria-hidden="true">
      <div className="ai-block ai-block--event">
        <span>when</span> <b>Button1</b>.Click
        <div className="ai-block__do">
          <div className="ai-block ai-block--method">
            call <b>Web1</b>.Get
          </div>
          <div className="ai-block ai-block--setter">
            set <b>Label1</b>.Text to{' '}
            <span className="ai-block ai-block--text">“Hello”</span>
          </div>
        </div>
      </div>
      <div className="hero-art__file">
        <Icon name="box" size={18} /> MyExtension.aix
      </div>
    </div>
  );
}

/** A gold medal for the backer page. */
export function MedalArt() {
  return (
    <div className="hero-art hero-art--medal" aria-hidden="true">
      <div className="medal">
        <div className="medal__ribbon medal__ribbon--left" />
        <div className="medal__ribbon medal__ribbon--right" />
        <div className="medal__disc">
          <Icon name="star" size={64} />
        </div>
      </div>
    </div>
  );
}

/** A terminal turning into blocks, for the cURL to Blocks page. */
export function CurlArt() {
  return (
    <div className="hero-art hero-art--curl" aria-hidden="true">
      <div className="mini-terminal">
        <div className="mini-terminal__bar">
          <span />
          <span />
          <span />
        </div>
        <code>
          <span className="mini-terminal__prompt">$</span> curl -X POST \<br />
          &nbsp;&nbsp;-H &apos;Accept: application/json&apos; \<br />
          &nbsp;&nbsp;https://api.example.com
        </code>
      </div>
      <Icon name="chevronDown" size={28} className="hero-art__arrow" />
      <div className="ai-block ai-block--method">
        call <b>Web1</b>.PostText
      </div>
    </div>
  );
}
