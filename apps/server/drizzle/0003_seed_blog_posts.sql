-- Seven published articles for UK estate agents, so the blog has real content on a fresh install.
-- Custom migration: ON CONFLICT keeps it safe where posts were added by hand first.
INSERT INTO "blog_posts" ("slug", "title", "excerpt", "content", "author", "category", "tags", "featured", "read_time", "is_published", "published_at") VALUES
($lw$answer-property-enquiries-in-five-minutes$lw$, $lw$Speed to lead: why the first five minutes decide who wins the viewing$lw$, $lw$Most property enquiries arrive when your office is closed, and buyers contact several agents at once. Here is how to make sure yours is the first useful answer they get.$lw$, $lw$A buyer who sends an enquiry on a Sunday evening has usually sent two or three more on similar homes with other agents. Whoever replies first with something useful tends to get the viewing, and the viewing is where you start to win the sale or the instruction that follows it.

## When enquiries actually arrive

Look at the timestamps on your own portal and website leads for the last three months. For most agencies a large share lands outside office hours: weekday evenings after the commute and weekend mornings are the peaks. Those are exactly the hours nobody is at a desk to answer.

## What "useful" means to a buyer

A fast reply that says "thanks, someone will call you tomorrow" does little. Buyers want three things straight away:

- confirmation that the property is still available;
- an honest answer to the question they asked (parking, chain, service charge, council tax band);
- a next step they can take now, such as choosing a viewing slot.

## What the first reply should collect

Every enquiry you answer is also a chance to learn whether this person can proceed. The details that matter most are budget, how they are funding the purchase (mortgage in principle, cash, or not yet started), their timeline, whether they have a property to sell, and the areas they are searching. With those in hand your negotiator can prioritise the next morning's calls instead of ringing everyone in the order the emails came in.

## Triage the morning list

Sort the overnight enquiries into three groups before 9am:

- Hot: funding in place, wants to move within three months, searching in your patch. Call first.
- Warm: a real buyer, but funding or timing still to sort out. Call the same day and offer a mortgage adviser introduction.
- Cold: browsing or far off. Add to your property alerts and follow up in a few weeks.

Leadwise does this sorting for you: the widget asks the qualifying questions in conversation, scores each lead from 0 to 100 and labels it hot, warm or cold, so the list is ready when you open the dashboard.

## Measure it

Track two numbers for a month: the median time from enquiry to first reply, and the share of enquiries that become viewings. If the first number falls and the second rises, the change is paying for itself. Our article on working out the return of lead qualification shows how to put a pound figure on it.$lw$, $lw$Leadwise Team$lw$, $lw$Lead Generation$lw$, $lw$["speed to lead", "enquiries", "conversion"]$lw$::jsonb, true, $lw$6 min read$lw$, true, $lw$2026-10-28T08:00:00Z$lw$::timestamptz),
($lw$qualifying-buyers-budget-mortgage-chain-timeline$lw$, $lw$Qualifying buyers properly: budget, mortgage in principle, chain and timeline$lw$, $lw$A practical checklist of the questions that separate ready-to-proceed buyers from browsers, and how to ask them without sounding like a mortgage form.$lw$, $lw$Vendors judge you on the quality of the buyers you bring, not the number of viewings you book. A well qualified buyer saves everyone time, strengthens your position when you put an offer forward, and makes a fall-through less likely.

## Budget

Ask for the top of their range, not a single figure. "What's the most you'd be comfortable going to?" gets a more honest answer than "what's your budget?". If they mention a deposit or a salary, note it, but do not treat it as the budget.

## Funding

There are four answers you are listening for:

- Cash buyer: ask where the funds are held and be ready to request proof of funds before an offer goes to the vendor.
- Mortgage in principle (also called an agreement or decision in principle): ask which lender and whether it is in date; they usually last 60 to 90 days.
- In progress: they are talking to a broker or lender. Offer an introduction if you work with one.
- Not started: they will need a mortgage but have done nothing yet. This buyer is not ready to offer, however keen they sound.

## Chain

Do they have a property to sell? If so, is it on the market, under offer, or not yet listed? A first-time buyer or a buyer in rented accommodation is chain-free, which is worth a lot to many vendors.

## Timeline

"When would you ideally like to be moved in?" works better than "how soon can you proceed?". Note any fixed dates such as a school term, the end of a tenancy or a job start. A buyer with a date has a reason to move.

## Area

Ask which areas they are searching and what they would rule out. Buyers often search more widely than the enquiry suggests, which gives you a reason to send other stock.

## Ask conversationally

None of this needs to feel like an interrogation. Answer their question first, then ask one qualifying question at a time. The Leadwise widget follows the same pattern: it answers, asks the next question, and accepts documents such as a mortgage in principle or proof of funds when the visitor is ready to send them.

## Record it

Whatever you learn, write it down where the whole team can see it. A buyer who has to repeat their position to three different negotiators soon goes elsewhere.$lw$, $lw$Leadwise Team$lw$, $lw$Sales Tips$lw$, $lw$["qualification", "buyers", "mortgages"]$lw$::jsonb, false, $lw$7 min read$lw$, true, $lw$2026-09-16T08:00:00Z$lw$::timestamptz),
($lw$anti-money-laundering-checks-estate-agents$lw$, $lw$Anti-money laundering checks: what HMRC expects from estate agents$lw$, $lw$Estate and letting agents are supervised by HMRC under the Money Laundering Regulations. A plain-English summary of the duties, including checks on buyers as well as sellers.$lw$, $lw$If you act as an estate agent in the UK, the Money Laundering, Terrorist Financing and Transfer of Funds (Information on the Payer) Regulations 2017 apply to you, and HM Revenue and Customs is your supervisor. This article summarises the main duties. It is not legal advice: read HMRC's guidance for estate agency businesses and take advice where you are unsure.

## Register with HMRC

You must be registered with HMRC for anti-money laundering supervision before you trade. Trading while unregistered is an offence, and HMRC publishes the names of businesses it fines.

## Assess your risks

Write a business-wide risk assessment covering your clients, the areas and property types you deal in, how you take instructions (for example remotely), and the payment methods involved. Review it when your business changes.

## Customer due diligence on both sides

Since January 2020 agents must carry out customer due diligence on the buyer as well as the seller, once a buyer's offer has been accepted. Due diligence means:

- identifying the customer and verifying that identity from reliable, independent sources;
- identifying any beneficial owner when the customer is a company or trust;
- understanding the purpose of the transaction and, where the risk is higher, the source of funds.

Higher-risk situations, such as politically exposed persons or complex ownership structures, call for enhanced due diligence.

## Policies, training and a nominated officer

Keep written policies and procedures, train your staff so they can spot suspicious activity, and appoint a nominated officer who decides whether to report suspicions to the National Crime Agency through a suspicious activity report.

## Keep records

Keep due diligence records and supporting documents for five years after the business relationship ends.

## Where a chat widget helps, and where it does not

Collecting a mortgage in principle, proof of funds or a copy of ID early saves time later: Leadwise lets a visitor upload these in the chat, and they arrive in your dashboard against the lead. But receiving a document is not verification. Your due diligence still has to be done and recorded by you, to your own procedures.$lw$, $lw$Leadwise Compliance$lw$, $lw$Compliance$lw$, $lw$["AML", "HMRC", "regulation"]$lw$::jsonb, false, $lw$8 min read$lw$, true, $lw$2026-08-04T08:00:00Z$lw$::timestamptz),
($lw$gdpr-website-chat-enquiry-data$lw$, $lw$GDPR and website chat: handling enquiry data lawfully$lw$, $lw$Chat enquiries contain personal data, sometimes sensitive financial details. What UK GDPR requires of your agency and how to set up your widget and privacy notice to match.$lw$, $lw$Every chat on your website collects personal data: a name, an email address or phone number, and often details of a buyer's finances. Under the UK GDPR and the Data Protection Act 2018 your agency is the controller of that data; Leadwise processes it on your behalf. This is a summary, not legal advice.

## Pick your lawful basis

For answering an enquiry and arranging viewings, most agencies rely on legitimate interests or on taking steps at the person's request before entering into a contract. Sending marketing emails afterwards is different: under the Privacy and Electronic Communications Regulations you generally need consent, or the soft opt-in for similar services to existing customers.

## Tell people what you do

Your privacy notice should explain what the chat collects, why, who it is shared with (including processors such as Leadwise), how long you keep it and how people exercise their rights. Link to it near the widget or in its welcome message.

## Collect only what you need

Budget, funding position, timeline and area are enough to qualify a lead. Avoid asking for information you will not use. When a visitor uploads identity documents, treat them with extra care and restrict who in your team can open them.

## Keep it only as long as you need it

Set a retention period and stick to it. Leadwise keeps conversation data for up to 90 days by default and deletes documents with the conversation they belong to.

## Respond to requests on time

People can ask for a copy of their data, ask you to correct it or delete it. You must respond without undue delay and within one month, which can be extended by up to two further months for complex requests. Keep a log of requests and what you did.

## Pay the data protection fee

Most businesses that process personal data must pay the annual data protection fee to the Information Commissioner's Office. Check whether you are registered.

## Have a contract with your processors

Article 28 requires a written contract with any processor. Our data processing terms are part of the Leadwise Terms of Service, and our GDPR page describes how we handle your data.$lw$, $lw$Leadwise Compliance$lw$, $lw$Compliance$lw$, $lw$["GDPR", "privacy", "data protection"]$lw$::jsonb, false, $lw$7 min read$lw$, true, $lw$2026-06-23T08:00:00Z$lw$::timestamptz),
($lw$install-chat-widget-wordpress-wix-squarespace$lw$, $lw$Installing the Leadwise widget on WordPress, Wix and Squarespace$lw$, $lw$The widget is one line of code. Step-by-step instructions for the website builders agencies use most, plus how to check it is working.$lw$, $lw$The Leadwise widget is a single script tag. Copy it from Widget Setup in your dashboard: it already contains your widget ID. Paste it just before the closing body tag of every page where you want the chat to appear.

## WordPress

- Install a header and footer code plugin, or open your theme's footer settings if it offers a custom code box.
- Paste the embed code into the footer (body end) section and save.
- If you use a caching plugin, clear its cache.

Avoid editing theme files directly: a theme update would remove the code.

## Wix

- Open your site's dashboard and go to Settings, then Custom Code in the Advanced section.
- Add custom code, paste the embed code, choose to load it on all pages, and place it in the Body - end position.
- Publish the site.

## Squarespace

- Open Settings, then Advanced, then Code Injection. Code injection is only available on some Squarespace plans.
- Paste the embed code into the Footer box and save.

## Agency website platforms

Many property website providers let you add a script in an admin panel, often called tracking codes, custom scripts or footer code. If yours does not, send the embed code to their support team and ask them to place it before the closing body tag on all pages.

## Check it works

- Open your website in a private browser window. The chat launcher should appear in the corner you chose.
- Send a test message and ask a question a buyer would ask.
- Open Conversations in your dashboard: your test chat should be there within seconds.

## Make it yours

In Widget Setup you can set your company name, agent name, logo, colours, welcome message and the corner the launcher sits in. Preview Mode shows the result before you save. If you do not have a website at all, share your dedicated agent page link instead: it hosts the same chat.$lw$, $lw$Leadwise Team$lw$, $lw$Setup Guides$lw$, $lw$["installation", "WordPress", "website"]$lw$::jsonb, false, $lw$5 min read$lw$, true, $lw$2026-05-12T08:00:00Z$lw$::timestamptz),
($lw$material-information-property-listings$lw$, $lw$Material information in property listings: answering buyers' questions up front$lw$, $lw$Trading Standards guidance says listings must include material information such as council tax band, tenure and utilities. Getting it right also makes your enquiries better qualified.$lw$, $lw$Under consumer protection law, a listing must not omit information the average buyer or tenant needs to make an informed decision. National Trading Standards' Estate and Letting Agency Team has published guidance, developed with the property portals, on what that material information is. This is a summary; read the guidance itself for the detail.

## The three parts

- Part A covers information material to all properties: council tax band or rate, the asking price or rent, and tenure (with lease details such as the remaining term, ground rent and service charge for leasehold homes).
- Part B covers information every property needs to describe: the property type and construction, the number and type of rooms, utilities (electricity, water, sewerage, heating), broadband and mobile signal, and parking.
- Part C covers information that applies only to some properties, such as building safety issues, restrictions and rights, flood and erosion risk, planning permissions, accessibility adaptations and coalfield or mining areas.

## Why it matters for enquiries

The questions buyers send at 10pm are very often material information questions: what is the council tax band, is it leasehold, how much is the service charge, is there parking. When the listing answers them, the enquiries you receive come from people who already know the basics and still want to proceed.

## Practical steps

- Gather material information at valuation, not after instruction: ask the vendor to complete a property information questionnaire.
- Check lease details early for leasehold flats; missing ground rent or service charge figures are a common cause of delays.
- Record where each fact came from and when it was checked.
- Update the listing when something changes, and tell buyers who have already enquired.

## Keep the chat consistent with the listing

If your widget answers questions about a property, its answers must match the listing. When the widget cannot answer, it should say so and pass the question to you rather than guess: Leadwise records the question in the conversation so a negotiator can reply.$lw$, $lw$Leadwise Compliance$lw$, $lw$Compliance$lw$, $lw$["material information", "listings", "Trading Standards"]$lw$::jsonb, false, $lw$6 min read$lw$, true, $lw$2026-04-07T08:00:00Z$lw$::timestamptz),
($lw$return-on-lead-qualification-for-agencies$lw$, $lw$Working out the return on lead qualification: a simple model for agencies$lw$, $lw$A back-of-the-envelope model, using your own figures, for what faster and better qualified enquiries are worth to your branch.$lw$, $lw$Any tool you add to the branch should pay for itself. Here is a simple model you can fill in with your own numbers in a spreadsheet. It deliberately ignores the harder-to-measure benefits, so the answer is conservative.

## Step 1: count your enquiries

Take the number of website and portal enquiries you received last month, and the share that arrived outside office hours. Your portal reports and website form emails will tell you both.

## Step 2: what happens to them today

Work out what share of enquiries became a viewing, and what share of viewings led to an agreed sale. For lettings, use viewings to let agreed. If you do not track this yet, start now: a month of data is enough to begin.

## Step 3: what an extra sale is worth

Multiply your average sale price by your average fee percentage. For example, a branch with an average sale price of 300,000 pounds and a fee of 1.2 percent plus VAT earns 3,600 pounds before VAT per sale. Use your own figures; fees vary widely between areas and agencies.

## Step 4: model the improvement

Suppose instant, qualified replies turn a few more out-of-hours enquiries into viewings each month. Multiply those extra viewings by your viewing-to-sale rate and by the fee per sale. Then compare the result with the monthly cost of your plan.

A worked example with illustrative numbers: 120 enquiries a month, 60 of them out of hours; if replying instantly turns 3 more of those into viewings, and 1 in 10 viewings leads to a sale, that is 0.3 extra sales a month, or about 1,080 pounds in fees on the figures above, against a Professional plan at 99 pounds a month.

## Step 5: count the time saved

Qualified leads arrive with budget, funding, timeline and area already known. Estimate the minutes your negotiators spend on first calls to unqualified enquiries and multiply by their hourly cost.

## Check your assumptions after a month

After the first month, replace the assumptions with what actually happened. The Leadwise dashboard shows conversations, leads and the conversion rate from one to the other, so you can measure rather than guess. Plans are monthly and start with a 30-day free trial, so you can test the model before you pay.$lw$, $lw$Leadwise Team$lw$, $lw$Business$lw$, $lw$["ROI", "fees", "growth"]$lw$::jsonb, false, $lw$5 min read$lw$, true, $lw$2026-03-10T08:00:00Z$lw$::timestamptz)
ON CONFLICT ("slug") DO NOTHING;
