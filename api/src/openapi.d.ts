/**
 * Generated from openapi.yaml by `npm run generate` (openapi-typescript). Do not edit by hand:
 * `npm test` fails when this file differs from what the contract generates.
 */

export interface paths {
    "/api/h5.user/get_code": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an SMS verification code.
         * @description Sends a 6-digit code by SMS to `mobile` for `event`. The code is valid for 120 seconds and may be checked at most 10 times; a successful action that consumes it deletes it. Failures (`code: 0`): `mobile` not a mainland number → 'Mobile is incorrect'; another code was sent to the same number less than 60 seconds ago → 'Please wait 60 seconds before requesting a new code'; `event` register or changemobile with a number that already has an account → 'Mobile already registered'; `event` resetpwd with a number that has no account → 'Mobile is not registered'. `event` login is allowed for a new number (SMS login creates the account). Success answers `data: null` with msg 'Sent successfully'.
         */
        post: operations["sendSmsCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.user/smslogin": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with a phone number and an SMS code.
         * @description Checks `captcha` against the last code sent to `mobile` for event login. When no account has this phone, one is created (username `u` + the phone, nickname the masked phone, a random password) and the answer's `userinfo.random_password` is true: the app then tells the user to set a password through verification. `openid` (sent when the app has stored one from WeChat) binds that WeChat identity to the account. Answers a new token. Failures (`code: 0`): wrong or expired code → 'Captcha is incorrect'; the account is disabled → 'Account is locked'.
         */
        post: operations["loginBySms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.user/login": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with an account and a password.
         * @description `account` is matched against the username, then the bound phone, then the bound e-mail. Answers a new token. Failures (`code: 0`): no such account or a wrong password → 'Account or password is incorrect' (the same message for both); the account is disabled → 'Account is locked'.
         */
        post: operations["loginByAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.user/emaillogin": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with an e-mail address and an e-mail code.
         * @description Checks `captcha` against the last code sent to `email` for event login (`/api/Ems/send`). When no account has this e-mail, one is created with a random password and `userinfo.random_password` is true. Answers a new token. Failures (`code: 0`): wrong or expired code → 'Captcha is incorrect'; the account is disabled → 'Account is locked'.
         */
        post: operations["loginByEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.user/register": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register an account with a phone number.
         * @description Creates an account with `username`, `password` and the bound `mobile`, checking `captcha` against the last code sent to `mobile` for event register, and logs it in (answers a new token, `random_password` false). Failures (`code: 0`), checked in this order: `repassword` differs from `password` → 'The two passwords do not match'; wrong or expired code → 'Captcha is incorrect'; the username is taken → 'Username already exist'; the phone is taken → 'Mobile already exist'.
         */
        post: operations["registerAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/resetpwd": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset the password through a phone or e-mail code.
         * @description With `type` mobile, finds the account by `mobile` and checks `captcha` against the last SMS code for event resetpwd; with `type` email, by `email` and the last e-mail code for event resetpwd. Sets `newpassword` and clears the account's random-password flag; existing tokens stay valid. Failures (`code: 0`): no account with that phone or e-mail → 'User not found'; wrong or expired code → 'Captcha is incorrect'. Public: a signed-out user recovers access with it, a signed-in one (e.g. after an SMS login with a random password) sets a password with it.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/changemobile": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bind a new phone number.
         * @description Replaces the signed-in user's phone with `mobile` after checking `captcha` against the last SMS code sent to the new number for event changemobile. Failures (`code: 0`): the number belongs to another account → 'Mobile already exists'; wrong or expired code → 'Captcha is incorrect'.
         */
        post: operations["changeMobile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/changeemail": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bind a new e-mail address.
         * @description Replaces the signed-in user's e-mail with `email` after checking `captcha` against the last e-mail code sent to it for event changeemail. Failures (`code: 0`): the address belongs to another account → 'Email already exists'; wrong or expired code → 'Captcha is incorrect'.
         */
        post: operations["changeEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Ems/send": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an e-mail verification code.
         * @description Sends a 6-digit code to `email` for `event`; valid for 120 seconds, at most 10 checks, deleted when consumed. Failures (`code: 0`): a malformed address → 'Email is incorrect'; another code was sent to the same address less than 60 seconds ago → 'Please wait 60 seconds before requesting a new code'; `event` register or changeemail with an address that already has an account → 'Email already registered'; `event` resetpwd with an address that has no account → 'Email is not registered'. `event` login is allowed for a new address (e-mail login creates the account).
         */
        post: operations["sendEmailCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.user/checkLogin": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the token is a live session.
         * @description Never answers 401: without a token, or with an unknown or expired one, it answers `is_login` false and `user` null; with a live token, `is_login` true and the signed-in user.
         */
        get: operations["checkLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.user/logout": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * End the session.
         * @description Deletes the token; later calls with it answer 401.
         */
        get: operations["logout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.wechat/third": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with a WeChat OAuth code.
         * @description Exchanges the OAuth `code` (from the WeChat authorisation redirect) for the user's openid. When the openid is bound to an account, logs it in; otherwise creates an account (nickname and avatar from WeChat, a random password, `random_password` true) bound to it. Answers a new token and the `openid`, which the app stores and sends with a later SMS login. Failures (`code: 0`): a used, expired or invalid code → 'Authorization failed, please try again'; the account is disabled → 'Account is locked'.
         */
        post: operations["loginByWechat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.wechat/build_config": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Sign a page url for the WeChat JS-SDK.
         * @description Signs `url` (the page url without its `#` part) with the official account's jsapi_ticket: answers the `wx.config` fields. `signature` is the SHA-1 hex of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`. Failures (`code: 0`): `url` missing or empty → 'The url parameter is required'; the ticket cannot be fetched from WeChat → 'Failed to get the WeChat jsapi ticket'.
         */
        get: operations["getWechatJsConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.user/userInfo": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user.
         * @description The signed-in user's profile, balance, points, VIP card (null when none is active; an expired card is reported as null) and musician state. Text fields come back escaped.
         */
        get: operations["getUserInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.user/editinfo": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit the profile.
         * @description Updates the signed-in user's profile; fields left out keep their value, `birthday` '' clears it. Text is stored escaped (`strip_tags` + `htmlspecialchars`). Answers the updated user. Failures (`code: 0`): `avatar` missing or empty → 'Avatar required'; `nickname` empty → 'Nickname required'; `bio` over 140 characters → 'Bio cannot exceed 140 characters'.
         */
        post: operations["editUserInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.user/mycollection": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The goods the user collected.
         * @description A page of the goods the signed-in user collected (see `/api/h5.user/collect`), most recently collected first. Goods taken off sale are left out.
         */
        get: operations["getMyCollection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.user/collect": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Collect or un-collect a goods item.
         * @description Toggles whether the signed-in user has collected `goods_id`: adds it to the collection when absent, removes it when present. `collected` is the new state. Failures (`code: 0`): no such goods on sale → 'Goods not found'.
         */
        post: operations["toggleCollect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.user/score": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Points and the points log.
         * @description The signed-in user's current points and a page of their points log, newest first. `type` income keeps the entries with a positive `amount`, expense those with a negative one; all when absent. Point amounts are whole numbers written as strings ('100', '-2990').
         */
        get: operations["getScoreLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.user/moneyLog": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The balance log.
         * @description A page of the signed-in user's balance changes (recharges, purchases paid with balance, refunds), newest first; amounts in yuan with two places, negative for a spend.
         */
        get: operations["getMoneyLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.user/history": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a play.
         * @description Records that the signed-in user played `goods_id`: moves it to the top of the recently-played list (one entry per goods, `createtime` updated) and adds one to the goods' `play_count`. Failures (`code: 0`): no such goods → 'Goods not found'.
         */
        post: operations["recordPlay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.user/historyList": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Recently played.
         * @description A page of the goods the signed-in user played (recorded by `/api/h5.user/history`), one entry per goods, most recent first; `createtime` is the last play.
         */
        get: operations["getPlayHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.user/myFollowApi": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The musicians the user follows.
         * @description A page of the musicians the signed-in user follows (see `/api/h5.writer/follow`), most recently followed first; `is_follow` is true on every item.
         */
        get: operations["getMyFollows"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.user/download": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The download log.
         * @description A page of the signed-in user's downloads, newest first: one entry per successful `/api/h5.downloadurl` call.
         */
        get: operations["getDownloadLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.downloadurl": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The download link of a goods item.
         * @description Answers the download link of goods `id` as a URL string. The user may download when they bought it (a paid or completed order holds it), when it is `vip_free` and they hold an active VIP card, or when it `is_free`. A successful call adds an entry to the download log. Failures (`code: 0`): no such goods → 'Goods not found'; the user may not download it → 'You have not purchased this item'; the goods has no download address (physical goods, which are shipped: a user with a paid order of them) → 'No download address, please contact customer service'. The link is signed as a CDN signs it: `?sign=…&expires=…&filename=…`, where `expires` is Unix seconds one hour ahead and `sign` covers the path and `expires`; the file server answers HTTP 403 to a link whose `sign` does not match or whose `expires` has passed.
         */
        get: operations["getDownloadUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.user/customGenre": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The genres the user can pick.
         * @description Every genre of the catalogue with `selected` true for those the signed-in user chose; `max` is how many may be chosen (10).
         */
        get: operations["getCustomGenres"];
        put?: never;
        /**
         * Save the user's genres.
         * @description Replaces the signed-in user's chosen genres with `genres`. Failures (`code: 0`): none given → 'Please choose at least one genre'; more than 10 → 'You can choose at most 10 genres'; a name that is not a catalogue genre → 'Unknown genre'.
         */
        post: operations["saveCustomGenres"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.Index/setSystemInfo": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The global configuration.
         * @description The configuration the app loads at start-up and keeps as its global config: site name and logo, minimum recharge and withdrawal, points rate, share card text, customer service contacts and the main-site url for non-mobile visitors.
         */
        get: operations["getSystemConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.index/service": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Customer service contacts and FAQ.
         * @description The customer service page's contacts, working hours and frequently asked questions.
         */
        get: operations["getServiceInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.index/article": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * A static page.
         * @description The static page `name` (privacy policy, user agreement, about) with its HTML content, as the admin last saved it. Failures (`code: 0`): the page has not been written yet → 'Page not found'.
         */
        get: operations["getArticle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/common/upload": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an image or audio file.
         * @description Stores the multipart field `file` and answers its path. The exception to the envelope rule: success is `code: 0` with `data: {src, fullurl}` (`src` a path on the provider's origin, `fullurl` the absolute URL); a failure is also `code: 0`, with `data: null` and the reason in `msg`, so the two are told apart by `data`. The file type is judged by its content (magic bytes), not its name. Images (jpeg, png, gif, webp) at most 1 MB (1,048,576 bytes); audio (mp3, wav, flac, m4a) at most 50 MB (52,428,800 bytes). Failures: an image over 1 MB → 'Image size cannot exceed 1M'; audio over 50 MB → 'Audio size cannot exceed 50M'; any other type → 'File type not allowed'; no `file` field → 'No file upload or server upload limit exceeded'.
         */
        post: operations["uploadFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/version.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The web build's version file.
         * @description A static file written by the web build, not an envelope. At start-up the app compares `timestamp` with the one it stored: with none stored it stores this one silently; when they differ it shows the 'Version update notice' dialog.
         */
        get: operations["getVersionFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.user/cart": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a goods item to the cart.
         * @description Adds `goods_id` to the signed-in user's cart with `quantity` (1 to 99, default 1). Digital goods (`music`, `pack`) are held once: adding one already in the cart fails with 'Already in the cart' and their quantity is always 1. For physical goods already in the cart the quantities are added, capped at 99. Unknown or off-shelf goods fail with 'The goods does not exist'. Success msg 'Added successfully'; `data.cart_count` is the number of cart lines afterwards.
         */
        post: operations["addToCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.user/cartdelete": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Delete cart lines.
         * @description Removes the signed-in user's cart lines whose cart ids are listed in `ids`; ids of other users' lines or unknown ids are ignored. Without `ids` (or with an empty value) the call fails with 'Please select the product'. Success msg 'Deleted successfully'; `data.cart_count` is the number of lines left.
         */
        get: operations["deleteCartItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.user/cartList": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The shopping cart.
         * @description All of the signed-in user's cart lines, newest first, without paging. `price` is the goods' current unit price; `count` is the number of lines; `total` is the sum of price × quantity over all lines. Lines whose goods went off shelf are dropped. Ordering lines does not remove them: they stay while the order is unpaid, and the lines of an order's goods (digital or physical) leave the cart when it is paid (payOrder).
         */
        get: operations["getCartList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.user/myOrderApi": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * My orders.
         * @description The signed-in user's orders, newest first, filtered by `status` (all states when absent) and `order_type` (all types when absent). An unpaid order more than 30 minutes old (past its `expiretime`) is cancelled on read: it is reported, and filtered, as `cancelled` with `expiretime` null.
         */
        get: operations["getMyOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.user/orderDetail": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * One order.
         * @description One of the signed-in user's orders, by `id` or by `order_sn` (`id` wins when both are given). An unpaid order past its `expiretime` is reported as `cancelled`. Without either parameter, or for an order that is not the user's, the call fails with 'The order does not exist'.
         */
        get: operations["getOrderDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.user/orderCancel": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an unpaid order.
         * @description Cancels the signed-in user's order `id` when it is `to_be_paid`: status becomes `cancelled`, `expiretime` null, and a coupon it used goes back to `unused` (or `expired` when past its `endtime`); a group order's seat in its group is released; the cart is left as it is. Any other state fails with 'Only unpaid orders can be cancelled'; an order that is not the user's fails with 'The order does not exist'. Success msg 'Cancelled successfully'; `data` is the cancelled order.
         */
        post: operations["cancelOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/order_comment": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Evaluate a completed order.
         * @description Evaluates the signed-in user's order `order_id` with a `star` rating (1-5), `content` (1-140 characters, stored escaped) and up to 9 `images`. Each goods item of the order gets a comment with that star, content and images, and the order's `evaluated` becomes true. Failures: empty or missing content 'Comment content required'; an order not `completed` 'Only completed orders can be evaluated'; an order already evaluated 'Cannot submit repeatedly'; an order that is not the user's 'The order does not exist'. Success msg 'Evaluation succeeded' with no data.
         */
        post: operations["evaluateOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/group/order/detail/{id}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * One group order.
         * @description One of the signed-in user's group orders. A `to_be_grouped` group past its `endtime` is reported as `group_failed`. A group order that is not the user's fails with 'The group order does not exist'.
         */
        get: operations["getGroupOrderDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/group/order/refund": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply for the refund of a failed group order.
         * @description Applies for the refund of the signed-in user's group order `id`. Only a `group_failed` order whose `refund_status` is `none` can be refunded: `refund_status` becomes `applied` and the answer is the group order. The provider then returns the paid amount to the user's balance (a balance log line 'Group-buy refund') and `refund_status` becomes `refunded` (a mock may do this on the next read). Failures: a group not failed 'Only failed groups can be refunded'; a refund already applied or done 'Cannot submit repeatedly'; not the user's 'The group order does not exist'. Success msg 'Refund applied'.
         */
        post: operations["refundGroupOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.user/coupon": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * My coupons by state.
         * @description The signed-in user's coupons filtered by `status`, newest first. A coupon whose `endtime` has passed is reported as `expired`.
         */
        get: operations["getMyCoupons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.order/confirm": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview an order before creating it.
         * @description Prices what the confirm-order page would buy, without creating anything: either the user's cart lines `cart_ids` (wins when both are sent) or one `goods_id` × `quantity` (default 1). `total_amount` is the sum of price × quantity; with a usable `coupon_id` (the user's, unused, not expired, `min_amount` <= total) `coupon_amount` is its amount capped at the total, else '0.00'; `pay_amount` = total − coupon. `usable_coupons` are the user's coupons usable for the total, best (largest amount) first. `balance` and `score` are the user's money and points; `score_price` is the points needed (sum of score_price × quantity) when every item has a score price, else null. `need_address` is true when any item is physical. Failures: nothing to buy 'Please select the product'; unknown goods 'The goods does not exist'; a music or pack item the user has already bought 'You already own this item, download it instead' (a digital item is sold to a user once); a `coupon_id` not usable 'The coupon is not available'.
         */
        post: operations["previewOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.order/create": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a digital-goods order.
         * @description Creates an order of `order_type` digital for music and pack goods: the user's cart lines `cart_ids` (wins when both are sent) or one `goods_id` (quantity is always 1 for digital goods). With `coupon_id` the coupon must be the user's, `unused`, not past `endtime` and its `min_amount` <= total, else 'The coupon is not available'; it becomes `used` (and returns to `unused` if the order is cancelled). Amounts as in the preview; `pay_amount` may be '0.00' (the order is still created `to_be_paid`). The order is `to_be_paid` with `expiretime` = `createtime` + 1800, `pay_type` null. The cart is left as it is: ordered lines stay in it until the order is paid (payOrder says when they go), so a refused, abandoned, cancelled or expired payment leaves them to be ordered again, and ordering them again makes another unpaid order. Failures: nothing to buy 'Please select the product'; unknown goods 'The goods does not exist'; physical goods 'Physical goods must be ordered with an address'; a music or pack item the user has already bought (a completed order of it) 'You already own this item, download it instead': a digital item is sold to a user once, so nothing is created. Success msg 'Order created'.
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.order/createObject": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a physical-goods order.
         * @description Creates an order of `order_type` physical for `goods_id` × `quantity` (1-99) shipped to `address`. Coupon rules and amounts as for the digital order. The order is `to_be_paid` with `expiretime` = `createtime` + 1800 and holds the address; once paid it becomes `to_be_shipped`, then `shipped` (with `express`) and `completed`. Failures: missing or incomplete address 'Please fill in the shipping address'; unknown goods 'The goods does not exist'; goods that are not physical 'Only physical goods can be shipped'; a coupon not usable 'The coupon is not available'. Success msg 'Order created'.
         */
        post: operations["createPhysicalOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.order/pay": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay an order.
         * @description Pays the signed-in user's `to_be_paid` order `order_sn` with `pay_type`. `balance`: refused with 'Your balance is insufficient' when the user's money < `pay_amount`; otherwise the money is debited at once (a balance log line) and `paid` is true. `score`: the points needed are the sum of each item's `score_price` × quantity; refused with 'This goods cannot be paid with points' when an item has no score price and 'Your points are insufficient' when the user has fewer points; otherwise the points are debited at once and `paid` is true. `wechat` / `alipay`: nothing is debited; `pay_url` is the provider's payment page to open, `paid` is false and the order stays `to_be_paid` until the payment is confirmed (read it with payStatus). On payment `paytime` is set, `expiretime` becomes null, `pay_type` is recorded and the status moves on: digital orders become `completed` (purchased, downloadable), physical orders `to_be_shipped`, VIP orders `completed` with the card applied, recharge orders `completed` with the balance credited, group orders `paid` until the group is full, then like their goods. When a digital order becomes paid, however it is paid (balance, points, a WeChat or Alipay payment confirmed on its page, an amount of '0.00'), every line of the user's cart holding one of its goods leaves the cart, whether the order was made of the cart lines or of a `goods_id`: a music or pack item is held once per cart and is owned from then on. Until then the lines stay: a refused payment, a WeChat or Alipay payment started but not confirmed, a cancellation and an expiry leave the cart as it is. Paying any other order leaves the cart as it is. Other failures: a cancelled or expired order 'The order has been cancelled'; an order already paid 'The order has already been paid'; not the user's 'The order does not exist'; a recharge order with balance or score 'Please choose WeChat or Alipay'; a digital order whose item the user has bought since (through another order) 'You already own this item, download it instead' (nothing is debited). Success msg 'Payment successful' (or '' for wechat/alipay). `trade_type` (assumed: the spec is silent on how WeChat Pay is started) chooses how a `wechat` payment is made and is ignored for the other types: `h5` (the default) answers the payment page as `pay_url`; `jsapi`, for the app running inside WeChat's in-app browser, answers `jsapi`, the parameters of WeChat's in-app payment (`WeixinJSBridge.invoke('getBrandWCPayRequest', jsapi)`), with `pay_url` null. The prepay those parameters name is kept with the order (a later jsapi call issues a new one) and the order is paid when WeChat confirms it to the provider. A jsapi payment needs the user's WeChat identity: an account with no openid bound (never signed in with WeChat nor sent one with an SMS login) fails with 'Please sign in with WeChat to pay inside WeChat'.
         */
        post: operations["payOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.order/payStatus": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Whether an order has been paid.
         * @description The state of the signed-in user's order `order_sn`, read after returning from the WeChat or Alipay payment page. `paid` is true once the payment is confirmed (`paytime` set); by then the cart lines of a digital order's goods have left the cart (payOrder). An unpaid order past its `expiretime` is reported as `cancelled`. Not the user's: 'The order does not exist'.
         */
        get: operations["getPayStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.user/recharge": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Recharge the balance.
         * @description Creates a `to_be_paid` order of `order_type` recharge for `amount` and starts its payment with `pay_type` (wechat or alipay only; balance or score fail with 'Please choose WeChat or Alipay'). The answer is a PayResult with `pay_url` (the provider's payment page) and `paid` false; once the payment is confirmed the order becomes `completed`, the user's money grows by `amount` and a balance log line 'Recharge' is written. An amount below SystemConfig `recharge_min` fails with 'The minimum recharge is ¥<recharge_min>' (e.g. 'The minimum recharge is ¥10.00'); more than 50000.00 fails with 'The maximum recharge is ¥50000.00'. `trade_type` as for payOrder: `jsapi` with `wechat` answers `jsapi` and no `pay_url`, and fails like payOrder for an account with no openid bound (nothing is created then).
         */
        post: operations["rechargeBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.group/lists": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Group-buy goods.
         * @description The goods on group-buy whose `endtime` has not passed, newest first. `joined_groups` is how many groups have been started for the goods.
         */
        get: operations["getGroupGoodsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.group/goodsDetail": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * One group-buy goods item.
         * @description The group-buy goods `id` (the goods id) with its description (HTML), images and the groups still open (`to_be_grouped`, not full, `endtime` not passed), oldest first. Unknown goods or goods not on group-buy fail with 'The goods does not exist'.
         */
        get: operations["getGroupGoodsDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.group/join": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start or join a group.
         * @description Without `group_id` starts a new group for group-buy goods `goods_id` (closing at the goods' group `endtime` or 24 hours from now, whichever is earlier); with `group_id` joins that open group. Creates an order of `order_type` group (`to_be_paid`, `pay_amount` = `group_price`, `expiretime` = `createtime` + 1800) and the user's group order (`to_be_grouped`, `refund_status` none); the user takes a seat at once (counted in `joined` and `members`) and loses it if the order is cancelled or expires. When the paid members reach `group_size` the group and each member's group order become `group_successful` and the orders go on like their goods; a group not full at `endtime` becomes `group_failed` and paid members may ask for a refund. Failures: physical goods without `address` 'Please fill in the shipping address'; a full group 'The group is full'; a closed or failed group 'The group has ended'; a group the user is in 'You are already in this group'; unknown goods 'The goods does not exist'; a music or pack item the user already owns (bought, or won in a group) 'You already own this item, download it instead', as `createOrder` answers, so nothing is sold twice.
         */
        post: operations["joinGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.group/myOrders": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * My group orders.
         * @description The signed-in user's group orders, newest first, filtered by `status` (all when absent). A `to_be_grouped` group past its `endtime` is reported, and filtered, as `group_failed`.
         */
        get: operations["getMyGroupOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.coupon/center": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Coupons to claim.
         * @description The coupons offered in the welfare centre (discount offers) whose `endtime` has not passed, newest first. `stock` is how many are left to claim; `claimed` tells whether the signed-in user already holds one (always false for a visitor).
         */
        get: operations["getCouponCenter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.coupon/receive": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim a coupon.
         * @description Gives the signed-in user one coupon of offer `id`: the offer's `stock` drops by 1 and the answer is the user's new `unused` coupon (same name, amount, min_amount, starttime, endtime). Failures: claimed before 'You have already claimed this coupon'; stock 0 'The coupon has been claimed out'; unknown or ended offer 'The coupon does not exist'. Success msg 'Claimed successfully'.
         */
        post: operations["claimCoupon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.coupon/usable": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Coupons usable for an amount.
         * @description The signed-in user's coupons usable for an order total of `amount`: `unused`, `starttime` <= now < `endtime` and `min_amount` <= `amount`; best first (largest `amount`, then earliest `endtime`). No paging.
         */
        get: operations["getUsableCoupons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.vip/cards": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The VIP cards.
         * @description The four VIP card types in the order month, quarter, year, lifetime. `member` is the signed-in user's active card (null for a visitor or a user without one, or when it expired); `resources_count` is the number of goods free for VIP members (`vip_free`).
         */
        get: operations["getVipCards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.vip/buy": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy a VIP card.
         * @description Creates an order of `order_type` vip for card `card_id` (`to_be_paid`; one item whose `goods_id` is the card id, `title` the card name and `goods_type` pack; `pay_amount` = card price, no coupon; `expiretime` = `createtime` + 1800). It is paid with /api/h5.order/pay like any order. On payment the user's `vip` becomes that card: lifetime sets `expiretime` null; other cards add their `days` to the current expiry when the user already has an active card, else to now. Failures: unknown card 'The VIP card does not exist'; a lifetime member 'You are already a lifetime member'. Success msg 'Order created'.
         */
        post: operations["buyVipCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.Index/statistics": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Site statistics for the home page.
         * @description The site totals shown on the home page: listed music goods, approved musicians, registered users and downloads served. Counts are computed at call time (a mock may keep them fixed). Takes no parameters and does not fail in normal operation.
         */
        get: operations["getSiteStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.Banner": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Banners of a page.
         * @description The enabled banners of one position (`home` when absent), in the back office's weight order (highest first), as an array; an empty array when the position has none. A tap follows `link` in the popup link grammar. An unknown `position` fails with `msg` 'Invalid parameters'.
         */
        get: operations["getBanners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.notice": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Site notices.
         * @description The published notices, newest first (createtime desc), paged. `content` is plain text. A page past the last answers an empty `data` list; a `page` or `limit` outside its limits fails with `msg` 'Invalid parameters'.
         */
        get: operations["getNotices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.Single/get_writer": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Featured musicians for the home page.
         * @description Up to `limit` approved musicians recommended on the home page, in the back office's recommendation order (then most fans first), as an array. `is_follow` tells whether the signed-in user follows each one; it is false for a visitor. A `limit` outside 1..20 fails with `msg` 'Invalid parameters'.
         */
        get: operations["getFeaturedWriters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.index/top_music": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Top sales (the topList page and the home strip).
         * @description Listed goods ranked by sales, best-selling first (ties by id desc), paged. `period` `all` (the default) ranks by the all-time `sales`; `week` and `month` rank by the units sold in paid orders of the last 7 or 30 days of server time and leave out goods with no sale in that window (each item's `sales` stays the all-time count). `channel` keeps one channel category only. A page past the last answers an empty `data` list; a query value outside its limits fails with `msg` 'Invalid parameters'.
         */
        get: operations["getTopMusic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.index/getPresaleList": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Goods on presale.
         * @description Goods whose release time is still in the future, soonest release first (ties by id desc), paged; each item wraps the listed goods with its `release_time` and the `deposit` payable now ('0.00' when the full price is paid at once). A goods item leaves the list once its release time has passed. A page past the last answers an empty `data` list; a query value outside its limits fails with `msg` 'Invalid parameters'.
         */
        get: operations["getPresaleList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.index/today_musics": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Goods updated today (the dayList page).
         * @description Listed goods created in the last 24 hours of server time (createtime >= now - 86400), newest first (createtime desc, then id desc), paged; `channel` keeps one channel category only. An empty page when nothing was added. A query value outside its limits fails with `msg` 'Invalid parameters'.
         */
        get: operations["getTodayMusics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.index/getPopup": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Launch popups.
         * @description The enabled launch popups, in the back office's weight order, as an array (possibly empty). The app calls it on launch (not on the 404 page) and decides per popup from `popradio` and the locally stored close time whether to show it; `links` is JSON text of a PopupLink list. Takes no parameters and does not fail in normal operation.
         */
        get: operations["getPopups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.index/popupClick": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Count a click on a popup item.
         * @description Adds one to the click counter of the popup `id` and answers the new count. Sent when the user taps an image of the popup; the app ignores the answer. An unknown or disabled popup fails with `msg` 'The popup does not exist'; a missing or non-numeric `id` fails with `msg` 'Invalid parameters'.
         */
        get: operations["countPopupClick"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.goods/search": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Search and filter the catalogue (Category page).
         * @description Every listed goods item matching all the given filters, in `sort` order, paged. Besides the common catalogue filters: `channel` keeps one channel category, `goods_type` one goods type, `section` one catalogue section, and `vip` 1 keeps VIP-free goods (`vip_free` true) while `vip` 0 keeps the others. Filters combine with AND; a page past the last one answers an empty `data` list. A query value outside its limits, `bpm_min` above `bpm_max` or `price_min` above `price_max` fails with `msg` 'Invalid parameters'.
         */
        get: operations["searchGoods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.goods/filters": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Filter options of the Category page.
         * @description The options of the Category page's filter panel: the five channel categories (59, 3, 1, 2, 141 in that order), the goods types, the sections with display names, every genre and key used by listed goods, the BPM range and the price range of listed goods, and the sort orders with display names. Takes no parameters and does not fail in normal operation.
         */
        get: operations["getCatalogueFilters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.index/selectedMusicPack": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Selected packs (channel 3).
         * @description Listed goods of the selected-pack channel (`channel` 3). The common catalogue filters apply, in `sort` order, paged. Filters combine with AND; a page past the last one answers an empty `data` list. A query value outside its limits, `bpm_min` above `bpm_max` or `price_min` above `price_max` fails with `msg` 'Invalid parameters'.
         */
        get: operations["getSelectedMusicPacks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.index/suiteList": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Medley sets (channel 2).
         * @description Listed goods of the set (medley, skewer) channel (`channel` 2). The common catalogue filters apply, in `sort` order, paged. Filters combine with AND; a page past the last one answers an empty `data` list. A query value outside its limits, `bpm_min` above `bpm_max` or `price_min` above `price_max` fails with `msg` 'Invalid parameters'.
         */
        get: operations["getSuiteList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.index/singleMusic": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Single tracks from music producers (channel 59).
         * @description Listed goods of the music-producer channel (`channel` 59): tracks musicians made themselves. The common catalogue filters apply, in `sort` order, paged. Filters combine with AND; a page past the last one answers an empty `data` list. A query value outside its limits, `bpm_min` above `bpm_max` or `price_min` above `price_max` fails with `msg` 'Invalid parameters'.
         */
        get: operations["getProducerSingles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.index/djSingle": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Selected DJ singles (channel 1).
         * @description Listed goods of the selected-single channel (`channel` 1). The common catalogue filters apply, in `sort` order, paged. Filters combine with AND; a page past the last one answers an empty `data` list. A query value outside its limits, `bpm_min` above `bpm_max` or `price_min` above `price_max` fails with `msg` 'Invalid parameters'.
         */
        get: operations["getDjSingles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.index/albumList": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Albums (channel 141).
         * @description Listed goods of the album (playlist) channel (`channel` 141); open one with detail type `special`. The common catalogue filters apply, in `sort` order, paged. Filters combine with AND; a page past the last one answers an empty `data` list. A query value outside its limits, `bpm_min` above `bpm_max` or `price_min` above `price_max` fails with `msg` 'Invalid parameters'.
         */
        get: operations["getAlbums"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.index/teaching": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * DJ teaching videos.
         * @description Listed goods of the `teaching` section (video courses; open one with the video detail). The common catalogue filters apply, in `sort` order, paged. Filters combine with AND; a page past the last one answers an empty `data` list. A query value outside its limits, `bpm_min` above `bpm_max` or `price_min` above `price_max` fails with `msg` 'Invalid parameters'.
         */
        get: operations["getTeachingVideos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.index/vipList": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * VIP-only resources.
         * @description Listed goods that are free to download for VIP members (`vip_free` true), of any section. The common catalogue filters apply, in `sort` order, paged. Filters combine with AND; a page past the last one answers an empty `data` list. A query value outside its limits, `bpm_min` above `bpm_max` or `price_min` above `price_max` fails with `msg` 'Invalid parameters'.
         */
        get: operations["getVipFreeList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.index/welfare": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The welfare centre.
         * @description The welfare centre, one tab at a time. `tab` `free` (the default) lists goods free for everyone (`is_free` true); `tab` `discount` lists goods with a running discount, whose `price` is already the discounted price. The common catalogue filters apply, in `sort` order, paged. Filters combine with AND; a page past the last one answers an empty `data` list. A query value outside its limits, `bpm_min` above `bpm_max` or `price_min` above `price_max` fails with `msg` 'Invalid parameters'.
         */
        get: operations["getWelfareList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.index/singerTracks": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * A musician's tracks.
         * @description The listed goods whose musician is `writer_id`, with the common catalogue filters, in `sort` order, paged. An unknown or unapproved musician fails with `msg` 'The musician does not exist'; a missing `writer_id` fails with `msg` 'Invalid parameters'. Filters combine with AND; a page past the last one answers an empty `data` list. A query value outside its limits, `bpm_min` above `bpm_max` or `price_min` above `price_max` fails with `msg` 'Invalid parameters'.
         */
        get: operations["getSingerTracks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.index/tagList": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Vocal tag customisation offers.
         * @description Listed goods of the `vocal_tag` section: custom vocal drops (DJ name tags) recorded to order. The common catalogue filters apply, in `sort` order, paged. Filters combine with AND; a page past the last one answers an empty `data` list. A query value outside its limits, `bpm_min` above `bpm_max` or `price_min` above `price_max` fails with `msg` 'Invalid parameters'.
         */
        get: operations["getVocalTagOffers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.index/soundLight": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Sound and light gear.
         * @description Listed goods of the `sound_light` section (physical goods; open one with the physical goods detail). The common catalogue filters apply, in `sort` order, paged. Filters combine with AND; a page past the last one answers an empty `data` list. A query value outside its limits, `bpm_min` above `bpm_max` or `price_min` above `price_max` fails with `msg` 'Invalid parameters'.
         */
        get: operations["getSoundLightGear"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.index/stageNameLogo": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Stage-name logo designs.
         * @description Listed goods of the `stage_logo` section: stage-name logos designed to order. The common catalogue filters apply, in `sort` order, paged. Filters combine with AND; a page past the last one answers an empty `data` list. A query value outside its limits, `bpm_min` above `bpm_max` or `price_min` above `price_max` fails with `msg` 'Invalid parameters'.
         */
        get: operations["getStageNameLogos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.index/software": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Software.
         * @description Listed goods of the `software` section (DJ software, plug-ins and presets). The common catalogue filters apply, in `sort` order, paged. Filters combine with AND; a page past the last one answers an empty `data` list. A query value outside its limits, `bpm_min` above `bpm_max` or `price_min` above `price_max` fails with `msg` 'Invalid parameters'.
         */
        get: operations["getSoftware"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.index/unlockMusic": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Music that can be unlocked with points.
         * @description Listed goods that can be paid with points (`score_price` not null), of any section. The common catalogue filters apply, in `sort` order, paged. Filters combine with AND; a page past the last one answers an empty `data` list. A query value outside its limits, `bpm_min` above `bpm_max` or `price_min` above `price_max` fails with `msg` 'Invalid parameters'.
         */
        get: operations["getUnlockableMusic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.goods/detail": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Detail of music or a special.
         * @description The detail page (singleDetail) of one listed goods item. `type` `music` opens goods of type `music`; `type` `special` opens an album or a pack (goods type `pack`) and lists its works in `tracks` (newest first); `tracks` is [] for music. `bought`, `collected` and `can_download` concern the signed-in user and are false for a visitor; `can_download` is true when the user bought it, it is free for everyone, or it is VIP-free and the user has an active VIP card. `related` holds up to 6 other goods of the same section, most played first. Opening the detail adds one to `play_count`.
         *     An unknown, unlisted or removed id, or a `type` that does not match the goods, fails with `msg` 'The goods do not exist or have been removed'; a missing `id` or `type` fails with `msg` 'Invalid parameters'.
         */
        get: operations["getGoodsDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.goods/videoDetail": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Detail of a video or TV item.
         * @description The detail and player data of one listed goods item of the `teaching`, `video` or `tv` section (tvDetail, videoDetail and tvplayer pages). `video_url` and each episode's `video_url` are null unless the signed-in user bought it, it is free for everyone, or it is VIP-free and the user has an active VIP card. Without access the player offers the trial: `preview_url` (when not null) is a clip of the first `trial_seconds` seconds. `bought` and `collected` are false for a visitor. Episodes are in their running order. Opening it adds one to `play_count`.
         *     An unknown, unlisted or removed id, or goods of another section, fails with `msg` 'The goods do not exist or have been removed'; a missing `id` fails with `msg` 'Invalid parameters'.
         */
        get: operations["getVideoDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.goods/objectDetail": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Detail of physical goods.
         * @description The shop page (materialObjectDetail) of one listed goods item of type `physical`: pictures, stock, shipping cost and specification choices. `collected` is false for a visitor. An unknown, unlisted or removed id, or goods that are not physical, fails with `msg` 'The goods do not exist or have been removed'; a missing `id` fails with `msg` 'Invalid parameters'.
         */
        get: operations["getObjectDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.goods/comments": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Comments on goods.
         * @description The visible comments on `goods_id`, newest first, paged. Each comment carries its total `reply_count` and its first (oldest) 3 replies in `replies`; `star` is set for comments that come from an order evaluation. An unknown goods id fails with `msg` 'The goods do not exist or have been removed'; a missing `goods_id` fails with `msg` 'Invalid parameters'.
         */
        get: operations["getGoodsComments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.goods/comment": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Comment on goods.
         * @description Adds a comment by the signed-in user on `goods_id` and answers it (`star` null, no replies); the goods' comment count grows by one. `content` is trimmed, then filtered by strip_tags and htmlspecialchars, so it is stored and answered escaped (`'` becomes `&#039;`, `&` `&amp;`, `"` `&quot;`).
         *     Failures (`code` 0): empty `content` → 'Comment content required'; `content` over 140 characters → 'Comment content cannot exceed 140 characters'; a missing or non-numeric `goods_id` → 'Invalid parameters'; unknown goods → 'The goods do not exist or have been removed'; the same user sending the same content on the same goods within 10 seconds → 'Please do not submit repeatedly'. Without a token: 401.
         */
        post: operations["addGoodsComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.goods/replies": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Replies to a comment.
         * @description All replies to `comment_id`, oldest first, paged. `reply_to` is the user a reply answers, or null for a reply to the comment itself. An unknown comment fails with `msg` 'The comment does not exist'; a missing `comment_id` fails with `msg` 'Invalid parameters'.
         */
        get: operations["getCommentReplies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.goods/reply": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply to a comment.
         * @description Adds a reply by the signed-in user to `comment_id` and answers it; the comment's `reply_count` grows by one. With `reply_user_id` the reply answers that user (`reply_to`), who must be the comment's author or the author of one of its replies; without it `reply_to` is null. `content` is trimmed and escaped like a comment.
         *     Failures (`code` 0): empty `content` → 'Comment content required'; `content` over 140 characters → 'Comment content cannot exceed 140 characters'; a missing or non-numeric `comment_id` → 'Invalid parameters'; unknown comment → 'The comment does not exist'; `reply_user_id` not in the thread → 'The user does not exist'; the same user sending the same content to the same comment within 10 seconds → 'Please do not submit repeatedly'. Without a token: 401.
         */
        post: operations["replyToComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.Writer/amount": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The musician's earnings summary.
         * @description The signed-in musician's earnings: `balance` is what can be withdrawn now, `total_income` all income ever credited, `today_income` the income credited since midnight (server time), `withdrawn` the sum of paid withdrawals, `frozen` the sum of pending withdrawals (taken from the balance when requested and returned to it when rejected), `withdraw_min` the minimum withdrawal (the same value as the system configuration's `withdraw_min`). Fails with 'You are not a musician yet' when the user's `writer_status` is not `approved`.
         */
        get: operations["getWriterAmount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.Writer/water": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The musician's earnings ledger.
         * @description The signed-in musician's earnings log, newest first. `type=income` lists only credits (sales of the musician's works, positive `amount`), `type=withdraw` only withdrawals (negative `amount`, and a positive line when a rejected withdrawal is returned); all lines when absent. `before` and `after` are the withdrawable balance around the change. Fails with 'You are not a musician yet' when the user is not an approved musician.
         */
        get: operations["getWriterLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.writer/getWriterInfo": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * My musician profile and application state.
         * @description The signed-in user's musician state. `status` is `none` before any application (then `application`, `writer` and `reason` are null), `reviewing` after applying, `rejected` with the reviewer's `reason`, or `approved` with the public `writer` profile. `application` is the last application submitted (the ID number is returned as stored so a rejected applicant can correct and resubmit it).
         */
        get: operations["getWriterInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/edit_writer": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit my public musician profile.
         * @description Updates the signed-in approved musician's public profile (makers/edit) and answers the updated Writer. `nickname` (the stage name) and `avatar` are required; `style`, `profile` and `genres` keep their value when left out. Failures: 'Please enter your stage name', 'Please upload an avatar', 'The stage name is already taken' (another musician has it), 'You are not a musician yet' (not approved). Text is stored escaped.
         */
        post: operations["editWriterProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.writer/apply": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply to be a musician.
         * @description Submits the signed-in user's musician application and sets their `writer_status` to `reviewing`; answers the new WriterProfile (status `reviewing`, reason null, writer null). Works come either as `works` (1 to 9 uploaded file URLs) or as a `cloud_link`. Failures, checked in this order: 'Your application is under review' (status reviewing), 'You are already a musician' (status approved), 'Please enter your stage name', 'Please enter your style', 'Please enter your profile', 'Please enter your real name', 'Please enter your ID number', 'The ID number is invalid' (not 17 digits and a digit or X), 'Please upload the national emblem side of your ID card', 'Please upload the portrait side of your ID card', 'Please upload works or fill in a cloud-disk link'. A rejected applicant may apply again.
         */
        post: operations["applyWriter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.writer/list": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The musicians directory.
         * @description Approved musicians (makers/list). `keyword` matches the stage name (substring, case-insensitive), `genre` keeps musicians whose `genres` contain that genre name. `sort`: `fans` most followers first (the default), `works` most published works first, `new` most recently approved first. With a token `is_follow` tells whether the user follows each musician; false for a visitor.
         */
        get: operations["getWriterList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.writer/categorize": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Genre categories a musician picks from.
         * @description The genre tree used by musician profiles, the directory filter and song submission: top-level groups, each with its genres in `children`. Genres are referred to by `name` elsewhere.
         */
        get: operations["getWriterCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.writer/follow": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Follow or unfollow a musician.
         * @description Toggles whether the signed-in user follows the musician `writer_id`: follows when not following (the musician's `fans` + 1), unfollows otherwise (`fans` - 1). Answers the new state and count; the musician then appears in (or leaves) the user's follows list. Failures: 'The musician does not exist', 'You cannot follow yourself'.
         */
        post: operations["followWriter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.writer/music_apply": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a song for review.
         * @description An approved musician submits a song (songUpload). The audio comes either as `file` (the URL the upload call answered) or as a `cloud_link`. Creates a Submission of kind `song` in state `reviewing` (listed by h5.writer/submissions); once approved it becomes a goods item of the musician. Failures: 'You are not a musician yet' (not approved), 'Please enter the title', 'Please select a genre' (1 to 3 genre names), 'Please enter the price' (a price below '0.00' is refused with 'The price is invalid'), 'Please upload a cover', 'The BPM must be between 40 and 250', 'A music file must be uploaded' (neither `file` nor `cloud_link`).
         */
        post: operations["submitSong"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.writer/setWithdraw": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a withdrawal of earnings.
         * @description An approved musician asks to withdraw `amount` from their earnings balance. On success the amount leaves `balance` and is added to `frozen` (h5.Writer/amount), a ledger line of type withdraw is written, and a WithdrawRecord in state `pending` is answered; when paid it moves from `frozen` to `withdrawn`, when rejected it returns to `balance`. Failures, in this order: 'You are not a musician yet', 'Please select the withdrawal method' (type), 'Please enter the account', 'Please enter the account name', 'Please enter your contact', 'The minimum withdrawal is ¥100.00' (below `withdraw_min`, shown with the configured value), 'Your balance is insufficient' (above `balance`).
         */
        post: operations["requestWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.index/circle": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The circle's articles.
         * @description Articles of the community circle (the circle index and the home teaser). `sort=new` (the default) newest first; `sort=hot` by likes + favorites + comments, then newest. With a token `liked` and `favorited` reflect the user; false for a visitor.
         */
        get: operations["getCircleList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.index/pageDetail": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * A circle article's detail.
         * @description One circle article (circle/detail). Each call counts as a view (the article's view counter + 1). With a token `liked` and `favorited` reflect the user. Fails with 'The article does not exist' for an unknown or deleted id.
         */
        get: operations["getCircleArticle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.writer/home": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * A musician's home page.
         * @description A musician's public home page (makers/home): the profile, a banner image (the avatar when the musician set none), the number of published albums and songs, and the latest published works (up to 6, newest first). With a token `writer.is_follow` reflects the user. Fails with 'The musician does not exist' for an unknown id or one not approved.
         */
        get: operations["getWriterHome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.writer/works": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * A musician's published works.
         * @description A musician's published works (makers/works), newest first. `kind=song` keeps single tracks (goods_type music), `kind=album` keeps albums and packs (goods_type pack); all when absent. Fails with 'The musician does not exist' for an unknown id.
         */
        get: operations["getWriterWorks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.writer/album_apply": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit an album for review.
         * @description An approved musician submits an album (albumUpload) collecting 1 to 50 of their own published songs (`works`, goods ids) into the channel `column`. Creates a Submission of kind `album` in state `reviewing`. Failures: 'You are not a musician yet', 'Please enter the album name', 'Please upload a cover', 'Please select a column', 'Please enter the price', 'Please select the works' (empty `works`), 'Some works are not yours' (an id that is not a published song of this musician).
         */
        post: operations["submitAlbum"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.writer/submissions": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * My song and album submissions.
         * @description The signed-in musician's submissions (songs and albums), newest first, optionally only those in `status`. A rejected one carries the reviewer's `reason`. Fails with 'You are not a musician yet' when the user is not approved.
         */
        get: operations["getMySubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.writer/withdrawList": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * My withdrawal requests.
         * @description The signed-in musician's withdrawal requests, newest first, 20 per page. Fails with 'You are not a musician yet' when the user is not approved.
         */
        get: operations["getMyWithdrawals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.circle/publish": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a circle article.
         * @description Publishes an article by the signed-in user (circle/publish); it appears at once at the top of h5.index/circle (sort new) and in h5.circle/my. `title` and `content` are filtered by `strip_tags` + `htmlspecialchars`, so they come back escaped. Answers the new article with zero likes, favorites and comments. Failures: 'Please enter a title', 'The title is at most 50 characters', 'Please enter the content', 'The content is at most 2000 characters', 'At most 9 images'.
         */
        post: operations["publishCircleArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.circle/like": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Like or unlike a circle article.
         * @description Toggles the signed-in user's like on article `id`: likes when not liked (`likes` + 1), unlikes otherwise (`likes` - 1). Answers the new state and count. Fails with 'The article does not exist'.
         */
        post: operations["likeCircleArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.circle/favorite": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Favourite or unfavourite a circle article.
         * @description Toggles the signed-in user's favourite on article `id`: adds it (`favorites` + 1, listed by h5.circle/favorites) when not favourited, removes it otherwise (`favorites` - 1). Answers the new state and count. Fails with 'The article does not exist'.
         */
        post: operations["favoriteCircleArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.circle/my": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * My circle articles.
         * @description The articles the signed-in user published (circle/my), newest first.
         */
        get: operations["getMyCircleArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.circle/favorites": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * My favourite circle articles.
         * @description The articles the signed-in user favourited (circle/favorite), most recently favourited first; every item has `favorited` true. Unfavouriting removes an article from this list.
         */
        get: operations["getFavoriteCircleArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.circle/comments": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The comments on a circle article.
         * @description The comments on article `id` (circle/detail), newest first, paged; `total` equals the article's `comments` count. Fails with 'The article does not exist' for an unknown or deleted id.
         */
        get: operations["getCircleComments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.circle/comment": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Comment on a circle article.
         * @description Adds a comment by the signed-in user on article `id` and answers it; the article's `comments` count grows by one and the comment is first in h5.circle/comments. `content` is trimmed, then filtered by strip_tags and htmlspecialchars, so it is stored and answered escaped. Failures: 'Comment content required' (empty, or only spaces or tags), 'Comment content cannot exceed 140 characters', 'The article does not exist', 'Please do not submit repeatedly' (the same user sending the same content on the same article within 10 seconds).
         */
        post: operations["addCircleComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.brand/list": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The brands.
         * @description Brands (labels), largest team first. `keyword` matches the brand name (substring, case-insensitive). With a token `is_member` tells whether the user is on each brand's team; false for a visitor.
         */
        get: operations["getBrandList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.brand/detail": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * A brand's detail.
         * @description A brand (brands/detail) with its team (the owner first, then members by join time), its latest published works (up to 10, works of its members), and `applied`: whether the signed-in user has an application to this brand pending (false for a visitor). Fails with 'The brand does not exist'.
         */
        get: operations["getBrandDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.brand/apply": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply to join a brand's team.
         * @description The signed-in user asks to join the team of brand `brand_id` (brands/apply). Creates a pending application that the brand owner sees in h5.brand/myTeam; the brand's detail then shows `applied` true. Failures: 'The brand does not exist', 'Please enter the reason', 'You have already joined a brand' (the user is a member or owner of any brand), 'You already have an application pending' (to any brand).
         */
        post: operations["applyToBrand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.brand/edit": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit my brand's profile.
         * @description The owner of a brand edits its name, logo and description (brands/edit) and gets the updated Brand. The brand is the one the signed-in user owns. Failures: 'You have not joined a brand', 'Only the brand owner can edit' (the user is a member, not the owner), 'Please enter the brand name', 'Please upload a logo', 'The brand name is already taken'. Text is stored escaped.
         */
        post: operations["editBrand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.brand/myTeam": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * My brand and its team.
         * @description The brand the signed-in user belongs to (brandCenter), the user's `role` in it, the team (owner first, then members by join time) and, for the owner, the pending applications to join (oldest first; always empty for a member). Fails with 'You have not joined a brand' when the user is on no team.
         */
        get: operations["getMyBrandTeam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.brand/removeMember": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a member from my brand's team.
         * @description The brand owner removes the member `user_id` from the team; the brand's `members` count drops by one and the removed user's `brand_id` becomes null. Answers the remaining team. Failures: 'You have not joined a brand', 'Only the brand owner can remove members', 'You cannot remove yourself' (`user_id` is the owner), 'The user is not on your team'.
         */
        post: operations["removeBrandMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/h5.brand/answerApplication": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept or decline an application to my brand's team.
         * @description The brand owner answers the pending application `id` (brandCenter): `accept` true puts the applicant on the team (the brand's `members` count grows by one, the applicant's brand detail shows `is_member`), false declines it; either way it leaves the pending list and the applicant may apply again. Answers the team as h5.brand/myTeam does. Failures: 'You have not joined a brand', 'Only the brand owner can answer applications', 'The application does not exist' (unknown, to another brand, or already answered), 'The user has already joined a brand' (accepting someone who joined another team meanwhile; the application stays pending).
         */
        post: operations["answerBrandApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description The server's Unix time in seconds; FastAdmin sends it as a string or an integer.
         * @example 1763702400
         */
        ServerTime: string | number;
        /**
         * @description Success codes. FastAdmin's default is 1; some actions answer 200.
         * @enum {integer}
         */
        SuccessCode: 1 | 200;
        /**
         * @description Failure codes that arrive with HTTP 200. 0 is an ordinary failure whose `msg` is shown; 3 and 30001 end the session (clear the token, remember the location, go to login); -95102 clears the token only.
         * @enum {integer}
         */
        FailureCode: 0 | 3 | 30001 | -95102;
        /** @description The success envelope; each operation narrows `data`. */
        Envelope: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            time: components["schemas"]["ServerTime"];
            data: unknown;
        };
        /** @description A failure envelope delivered with HTTP 200. */
        Failure: {
            code: components["schemas"]["FailureCode"];
            /** @description A human message, shown to the user as a toast. */
            msg: string;
            time: components["schemas"]["ServerTime"];
            data: null;
        };
        /** @description The failure envelope of a call that needs a login, delivered with HTTP 401. */
        UnauthorizedEnvelope: {
            /** @constant */
            code: 401;
            msg: string;
            time: components["schemas"]["ServerTime"];
            data: null;
        };
        /** @description The `data` of an action that returns nothing: FastAdmin sends `null` (the client then takes the whole body as the result). */
        Empty: null;
        /**
         * @description An amount of yuan as FastAdmin's decimal string, two places.
         * @example 29.90
         */
        Money: string;
        /**
         * @description Unix time in seconds.
         * @example 1763702400
         */
        Timestamp: number;
        /**
         * @description The one URL rule, for every URL the provider stores or answers: an `http` or `https` address (no user name or password in it), or a path on the provider's origin (`/` followed by anything but a second `/` or a `\`). Any other scheme (`javascript:`, `data:`, `blob:`, ...), a protocol-relative `//host`, spaces, backslashes and control characters are refused on write (`code: 0`, 'The link must be an http(s) address or a path on this site'); the app's allow-list refuses them again on read.
         * @example /uploads/20261121/cover-1024.jpg
         */
        Url: string;
        /**
         * @description A mainland China mobile number.
         * @example 13800138000
         */
        Mobile: string;
        /**
         * @description A verification code sent by SMS or e-mail; 6 digits.
         * @example 123456
         */
        Captcha: string;
        /**
         * @description A password of 6 to 30 non-space characters.
         * @example demo1234
         */
        Password: string;
        /** @description ThinkPHP's paginator fields; `data` holds the page's items. */
        Pagination: {
            total: number;
            per_page: number;
            current_page: number;
            last_page: number;
        };
        /**
         * @description to_be_paid → paid (digital goods become purchased at once) → to_be_shipped → shipped → completed (purchased); to_be_paid → cancelled by the user or after 30 minutes unpaid.
         * @enum {string}
         */
        OrderStatus: "to_be_paid" | "paid" | "to_be_shipped" | "shipped" | "completed" | "cancelled";
        /**
         * @description to_be_grouped → group_successful, or → group_failed (the payment is refunded).
         * @enum {string}
         */
        GroupOrderStatus: "to_be_grouped" | "group_successful" | "group_failed";
        /**
         * @description The refund of a failed group order.
         * @enum {string}
         */
        RefundStatus: "none" | "applied" | "refunded";
        /** @enum {string} */
        CouponStatus: "unused" | "used" | "expired";
        /**
         * @description none (not a musician yet) → reviewing (submitted and under review) → approved or rejected; a rejected applicant may apply again.
         * @enum {string}
         */
        WriterApplyStatus: "none" | "reviewing" | "rejected" | "approved";
        /**
         * @description The review state of a song or album a musician submitted.
         * @enum {string}
         */
        SubmissionStatus: "reviewing" | "approved" | "rejected";
        /**
         * @description The state of one file in the upload control.
         * @enum {string}
         */
        UploadItemStatus: "uploading" | "failed" | "success";
        /** @enum {string} */
        VipCardType: "month" | "quarter" | "year" | "lifetime";
        /**
         * @description music (a track or a set), pack (a collection pack or album), physical (shipped goods).
         * @enum {string}
         */
        GoodsType: "music" | "pack" | "physical";
        /**
         * @description The kind the detail page is opened with (`singleDetail?type=`).
         * @enum {string}
         */
        DetailKind: "music" | "special";
        /**
         * @description The catalogue page a goods item is listed on.
         * @enum {string}
         */
        Section: "producer_single" | "dj_single" | "set" | "pack" | "album" | "teaching" | "vocal_tag" | "sound_light" | "stage_logo" | "software" | "video" | "tv";
        /** @enum {string} */
        Gender: "male" | "female" | "secret";
        /** @enum {string} */
        WithdrawType: "alipay" | "wechat" | "bank";
        /** @enum {string} */
        CloudDriveProvider: "baidu" | "aliyun" | "quark";
        /**
         * @description balance (account balance), score (points), wechat, alipay.
         * @enum {string}
         */
        PayType: "balance" | "score" | "wechat" | "alipay";
        /**
         * @description `popradio`: 'first' shows the popup only while it was never closed; 0 always shows it; N shows it again N days after it was last closed. The provider sends the number as an integer or a string.
         * @example first
         * @example 0
         * @example 3
         */
        PopupFrequency: string | number;
        /**
         * @description The channel id of a channel category: 59 music producer, 3 selected pack, 1 selected single (DJ), 2 set (skewer), 141 album (playlist).
         * @enum {integer}
         */
        ChannelId: 59 | 3 | 1 | 2 | 141;
        /** @description The five channel categories; each key has a fixed channel id. */
        ChannelCategory: components["schemas"]["ChannelMusicProducer"] | components["schemas"]["ChannelSelectedPack"] | components["schemas"]["ChannelSelectedSingle"] | components["schemas"]["ChannelSet"] | components["schemas"]["ChannelAlbum"];
        ChannelMusicProducer: {
            /** @constant */
            key: "music";
            /** @constant */
            channel: 59;
            /** @example 音乐人 Music producer */
            name: string;
        };
        ChannelSelectedPack: {
            /** @constant */
            key: "selected_pack";
            /** @constant */
            channel: 3;
            /** @example 精选包 Selected pack */
            name: string;
        };
        ChannelSelectedSingle: {
            /** @constant */
            key: "dj";
            /** @constant */
            channel: 1;
            /** @example 精选单曲 Selected single */
            name: string;
        };
        ChannelSet: {
            /** @constant */
            key: "skewer";
            /** @constant */
            channel: 2;
            /** @example 串烧 Set */
            name: string;
        };
        ChannelAlbum: {
            /** @constant */
            key: "playlist";
            /** @constant */
            channel: 141;
            /** @example 专辑 Album */
            name: string;
        };
        /**
         * @description Musical key in Camelot notation or as written by the musician.
         * @example 8A
         * @example F#m
         */
        MusicKey: string;
        /** @description A user as shown beside content they wrote. */
        UserBrief: {
            id: number;
            nickname: string;
            avatar: components["schemas"]["Url"];
        };
        /** @description The user's VIP membership; `expiretime` is null for a lifetime card. */
        VipStatus: {
            type: components["schemas"]["VipCardType"];
            name: string;
            expiretime: components["schemas"]["Timestamp"] | null;
        };
        /** @description The signed-in user. */
        UserInfo: {
            id: number;
            username: string;
            nickname: string;
            avatar: components["schemas"]["Url"];
            /** @description The bound phone, masked in the middle, or '' when none is bound. */
            mobile: string;
            /** @description The bound e-mail, or '' when none is bound. */
            email: string;
            gender: components["schemas"]["Gender"];
            birthday?: string | null;
            /** @description As stored: escaped by the provider's filter, so the 140 characters typed may take up to six times as many here (`'` becomes `&#039;`). */
            bio: string;
            /** @description The balance in yuan. */
            money: components["schemas"]["Money"];
            /** @description Points. */
            score: number;
            /** @description The active VIP card, or null. */
            vip: components["schemas"]["VipStatus"] | null;
            writer_status: components["schemas"]["WriterApplyStatus"];
            /** @description The brand whose team the user belongs to, or null. */
            brand_id?: number | null;
            /** @description True for a user created by SMS or e-mail login who has not set a password yet; the app tells them to reset it through verification. */
            random_password: boolean;
            createtime: components["schemas"]["Timestamp"];
        };
        /** @description What a login call answers (FastAdmin's `userinfo`). */
        SessionUser: {
            id: number;
            username: string;
            nickname: string;
            mobile: string;
            avatar: components["schemas"]["Url"];
            score: number;
            token: string;
            user_id: number;
            createtime: components["schemas"]["Timestamp"];
            expiretime: components["schemas"]["Timestamp"];
            /** @description Seconds until the token expires. */
            expires_in: number;
            /** @description True when the account was just created with a random password (SMS or e-mail login). */
            random_password?: boolean;
        };
        LoginResult: {
            userinfo: components["schemas"]["SessionUser"];
        };
        /** @description A musician as shown on goods. */
        WriterBrief: {
            id: number;
            /** @description The stage name. */
            nickname: string;
            avatar: components["schemas"]["Url"];
        };
        /** @description A musician (the provider calls them writers). */
        Writer: {
            id: number;
            user_id: number;
            /** @description The stage name. */
            nickname: string;
            avatar: components["schemas"]["Url"];
            style: string;
            profile: string;
            genres: string[];
            /** @description Followers. */
            fans: number;
            /** @description Published works. */
            works: number;
            /** @description Whether the signed-in user follows this musician (false for a visitor). */
            is_follow: boolean;
        };
        /** @description A goods item as listed in the catalogue. */
        Goods: {
            id: number;
            title: string;
            /** @description The cover. */
            image: components["schemas"]["Url"];
            goods_type: components["schemas"]["GoodsType"];
            section: components["schemas"]["Section"];
            /** @description The channel category id, or null for goods outside the five channels. */
            channel: components["schemas"]["ChannelId"] | null;
            price: components["schemas"]["Money"];
            /** @description The price in points, or null when the goods cannot be paid with points. */
            score_price: number | null;
            /** @description Free to download for VIP members. */
            vip_free: boolean;
            /** @description Free for everyone. */
            is_free: boolean;
            genre: string[];
            bpm: number | null;
            key: components["schemas"]["MusicKey"] | null;
            /** @description Length of the track or video in seconds; 0 for goods without media. */
            duration: number;
            play_count: number;
            sales: number;
            writer: components["schemas"]["WriterBrief"] | null;
            /** @description A playable preview (audio for music; the trial clip for video goods), or null for goods without media. */
            preview_url: components["schemas"]["Url"] | null;
            /** @description Where the preview starts, in seconds. */
            preview_start: number;
            /** @description Where the first beat of the preview file falls, in milliseconds from the file's start, so that two previews can be started on the beat together; the beats then follow every 60000 / `bpm` ms. Absent when it is not known. */
            preview_first_beat_ms?: number;
            createtime: components["schemas"]["Timestamp"];
        };
        GoodsPage: components["schemas"]["Pagination"] & {
            data: components["schemas"]["Goods"][];
        };
        /** @description A shipping address for physical goods. */
        Address: {
            name: string;
            mobile: components["schemas"]["Mobile"];
            province: string;
            city: string;
            district: string;
            detail: string;
        };
        /** @description A shipping address as the provider stores and answers it: escaped by its filter, so a field may be up to six times as long as the characters typed that `Address` limits. */
        StoredAddress: {
            name: string;
            mobile: components["schemas"]["Mobile"];
            province: string;
            city: string;
            district: string;
            detail: string;
        };
        OrderItem: {
            goods_id: number;
            title: string;
            image: components["schemas"]["Url"];
            price: components["schemas"]["Money"];
            quantity: number;
            /** @description The goods type; null for an item that is not goods (a VIP card). */
            goods_type: components["schemas"]["GoodsType"] | null;
        };
        /**
         * @description What an order buys.
         * @enum {string}
         */
        OrderType: "digital" | "physical" | "group" | "vip" | "recharge";
        Order: {
            id: number;
            order_sn: string;
            order_type: components["schemas"]["OrderType"];
            status: components["schemas"]["OrderStatus"];
            items: components["schemas"]["OrderItem"][];
            total_amount: components["schemas"]["Money"];
            coupon_amount: components["schemas"]["Money"];
            pay_amount: components["schemas"]["Money"];
            pay_type: components["schemas"]["PayType"] | null;
            createtime: components["schemas"]["Timestamp"];
            paytime: components["schemas"]["Timestamp"] | null;
            /** @description When an unpaid order is cancelled (30 minutes after creation); null once paid or cancelled. */
            expiretime: components["schemas"]["Timestamp"] | null;
            address: components["schemas"]["StoredAddress"] | null;
            /** @description The carrier and tracking number once shipped. */
            express: {
                company: string;
                number: string;
            } | null;
            /** @description Whether a completed order has been evaluated. */
            evaluated: boolean;
            /** @description The buyer's note on a physical order, as stored (escaped: up to six times the 140 characters typed). */
            remark?: string;
            /** @description The group order of an order of type group. */
            group_id?: number | null;
        };
        OrderPage: components["schemas"]["Pagination"] & {
            data: components["schemas"]["Order"][];
        };
        /** @description A group-buy order. */
        GroupOrder: {
            id: number;
            order_sn: string;
            goods: components["schemas"]["Goods"];
            status: components["schemas"]["GroupOrderStatus"];
            refund_status: components["schemas"]["RefundStatus"];
            group_price: components["schemas"]["Money"];
            /** @description How many buyers the group needs. */
            group_size: number;
            joined: number;
            members: components["schemas"]["UserBrief"][];
            createtime: components["schemas"]["Timestamp"];
            /** @description When the group closes; a group not full by then fails. */
            endtime: components["schemas"]["Timestamp"];
        };
        Coupon: {
            id: number;
            name: string;
            /** @description The discount in yuan. */
            amount: components["schemas"]["Money"];
            /** @description The order total the coupon needs; '0.00' for none. */
            min_amount: components["schemas"]["Money"];
            status: components["schemas"]["CouponStatus"];
            starttime: components["schemas"]["Timestamp"];
            endtime: components["schemas"]["Timestamp"];
        };
        Banner: {
            id: number;
            title: string;
            image: components["schemas"]["Url"];
            /** @description Where a tap leads, in the popup link grammar (see PopupLink), or null. */
            link: components["schemas"]["PopupLink"] | null;
        };
        Notice: {
            id: number;
            title: string;
            content: string;
            createtime: components["schemas"]["Timestamp"];
        };
        /** @description One item of a popup: an image and where a tap leads. `link` opens `url`; `vip` goes to the VIP tab; `recharge` goes to the balance page with open=recharge; `kind` opens the detail of `kind`:`id` (song or special → singleDetail, circle → circle detail). Unknown kinds are ignored. */
        PopupLink: {
            image: components["schemas"]["Url"];
            /** @enum {string} */
            type: "link" | "vip" | "recharge" | "kind";
            url?: components["schemas"]["Url"];
            /**
             * @example song
             * @example special
             * @example circle
             */
            kind?: string;
            id?: number;
        };
        Popup: {
            id: number;
            title: string;
            /**
             * @description JSON text of a list of PopupLink, as the provider stores it.
             * @example [{"image":"/uploads/popup/1.jpg","type":"vip"}]
             */
            links: string;
            popradio: components["schemas"]["PopupFrequency"];
        };
        /** @description An article of the community circle; `content` is user text escaped by the provider. */
        CircleArticle: {
            id: number;
            title: string;
            content: string;
            images: components["schemas"]["Url"][];
            user: components["schemas"]["UserBrief"];
            likes: number;
            favorites: number;
            comments: number;
            liked: boolean;
            favorited: boolean;
            createtime: components["schemas"]["Timestamp"];
        };
        CirclePage: components["schemas"]["Pagination"] & {
            data: components["schemas"]["CircleArticle"][];
        };
        Brand: {
            id: number;
            name: string;
            logo: components["schemas"]["Url"];
            description: string;
            /** @description Team size. */
            members: number;
            /** @description Whether the signed-in user is on this brand's team. */
            is_member: boolean;
        };
        BrandMember: {
            user_id: number;
            nickname: string;
            avatar: components["schemas"]["Url"];
            /** @enum {string} */
            role: "owner" | "member";
            jointime: components["schemas"]["Timestamp"];
        };
        VipCard: {
            id: number;
            type: components["schemas"]["VipCardType"];
            name: string;
            price: components["schemas"]["Money"];
            original_price: components["schemas"]["Money"];
            /** @description Length in days; null for the lifetime card. */
            days: number | null;
            benefits: string[];
        };
        Comment: {
            id: number;
            user: components["schemas"]["UserBrief"];
            /** @description User text, escaped by the provider. */
            content: string;
            /** @description A rating from an order evaluation, or null for a plain comment. */
            star: number | null;
            createtime: components["schemas"]["Timestamp"];
            reply_count: number;
            /** @description The first replies. */
            replies: components["schemas"]["Reply"][];
        };
        Reply: {
            id: number;
            user: components["schemas"]["UserBrief"];
            content: string;
            createtime: components["schemas"]["Timestamp"];
            /** @description The user replied to, or null for a reply to the comment itself. */
            reply_to: components["schemas"]["UserBrief"] | null;
        };
        /** @description One line of a balance, points or earnings log. */
        LedgerEntry: {
            id: number;
            /** @description The change, negative for a spend. */
            amount: string;
            before: string;
            after: string;
            memo: string;
            createtime: components["schemas"]["Timestamp"];
        };
        LedgerPage: components["schemas"]["Pagination"] & {
            data: components["schemas"]["LedgerEntry"][];
        };
        /** @description A withdrawal request (docs/behaviour.md#payment). */
        Withdrawal: {
            type: components["schemas"]["WithdrawType"];
            amount: components["schemas"]["Money"];
            account: string;
            account_name: string;
            /** @description A payment QR code image (uploaded). */
            qrcode?: components["schemas"]["Url"];
            remarks?: string;
            contact: string;
        };
        /** @description A cloud-drive share, parsed from the share text the user pastes. */
        CloudLink: {
            provider: components["schemas"]["CloudDriveProvider"];
            /** Format: uri */
            link: string;
            /** @description The extraction code (baidu) or password (aliyun, quark). */
            code: string;
        };
        /** @description The global configuration the app keeps after start-up. */
        SystemConfig: {
            site_name: string;
            logo: components["schemas"]["Url"];
            /** @description The minimum recharge in yuan. */
            recharge_min: components["schemas"]["Money"];
            /** @description The minimum withdrawal in yuan. */
            withdraw_min: components["schemas"]["Money"];
            /** @description Points per yuan when paying with points. */
            score_rate?: number;
            /** @description The fixed brand text of the WeChat share card. */
            share: {
                title: string;
                desc: string;
                image: components["schemas"]["Url"];
            };
            /** @description Customer service contacts. */
            service: {
                wechat: string;
                mobile: string;
                qrcode: components["schemas"]["Url"];
            };
            /** @description Where non-mobile visitors are sent. */
            main_site_url: components["schemas"]["Url"];
        };
        /**
         * @description What an SMS code is for.
         * @enum {string}
         */
        SmsEvent: "login" | "register" | "resetpwd" | "changemobile";
        /**
         * @description What an e-mail code is for.
         * @enum {string}
         */
        EmailEvent: "register" | "resetpwd" | "changeemail" | "login";
        /**
         * Format: email
         * @description An e-mail address.
         * @example awei@djshop.cn
         */
        EmailAddress: string;
        /**
         * @description The user's openid on the shop's WeChat official account.
         * @example oXk3e5Jt2q_Lm8Vb4Rz7Yw1Pa9Cd
         */
        WechatOpenId: string;
        /** @description What the WeChat login answers; `userinfo` carries the openid as well. */
        WechatLoginResult: {
            userinfo: components["schemas"]["SessionUser"] & {
                openid: components["schemas"]["WechatOpenId"];
            };
        };
        /** @description The fields of `wx.config`. */
        WechatJsConfig: {
            appId: string;
            timestamp: components["schemas"]["Timestamp"];
            nonceStr: string;
            /** @description SHA-1 hex. */
            signature: string;
            jsApiList: string[];
        };
        CheckLoginResult: {
            is_login: boolean;
            user: components["schemas"]["UserInfo"] | null;
        };
        CollectResult: {
            /** @description Whether the goods is now in the user's collection. */
            collected: boolean;
        };
        /** @description The current points and a page of the points log. */
        ScoreLog: {
            /** @description The current points. */
            score: number;
            list: components["schemas"]["LedgerPage"];
        };
        /** @description A goods item with when the user played or downloaded it. */
        GoodsRecord: {
            id: number;
            goods: components["schemas"]["Goods"];
            createtime: components["schemas"]["Timestamp"];
        };
        HistoryPage: components["schemas"]["Pagination"] & {
            data: components["schemas"]["GoodsRecord"][];
        };
        DownloadLogPage: components["schemas"]["Pagination"] & {
            data: components["schemas"]["GoodsRecord"][];
        };
        GenreOption: {
            name: string;
            selected: boolean;
        };
        CustomGenreChoice: {
            genres: components["schemas"]["GenreOption"][];
            /** @description How many genres may be chosen. */
            max: number;
        };
        FaqItem: {
            question: string;
            answer: string;
        };
        /** @description Customer service contacts. */
        ServiceInfo: {
            /** @description The service WeChat id. */
            wechat: string;
            /** @description The service phone. */
            mobile: string;
            qrcode: components["schemas"]["Url"];
            /** @description Working hours as text. */
            worktime: string;
            faq: components["schemas"]["FaqItem"][];
        };
        /**
         * @description The static pages.
         * @enum {string}
         */
        ArticleName: "privacy_policy" | "user_agreement" | "about";
        /** @description A static page. */
        Article: {
            name: components["schemas"]["ArticleName"];
            title: string;
            /** @description HTML written by the admin (not escaped). */
            content: string;
            updatetime: components["schemas"]["Timestamp"];
        };
        UploadedFile: {
            /** @description The stored file's path on the provider's origin. */
            src: components["schemas"]["Url"];
            /**
             * Format: uri
             * @description The stored file's absolute URL.
             */
            fullurl: string;
        };
        /** @description The upload call's success envelope - `code` 0 with the file in `data`. */
        UploadSuccess: {
            /** @constant */
            code: 0;
            msg: string;
            time: components["schemas"]["ServerTime"];
            data: components["schemas"]["UploadedFile"];
        };
        /** @description The number of lines in the user's cart after a cart change. */
        CartCount: {
            cart_count: number;
        };
        /** @description One line of the shopping cart. */
        CartItem: {
            /** @description The cart id (used by cartdelete and order calls as `cart_ids`). */
            id: number;
            goods: components["schemas"]["Goods"];
            /** @description Always 1 for digital goods. */
            quantity: number;
            /** @description The goods' current unit price. */
            price: components["schemas"]["Money"];
            createtime: components["schemas"]["Timestamp"];
            /** @description True when the goods is music or a pack the user has already bought: it is not sold again (order calls refuse it), the app offers its download instead. */
            owned: boolean;
        };
        /** @description The whole cart. */
        CartList: {
            list: components["schemas"]["CartItem"][];
            /** @description The number of lines. */
            count: number;
            /** @description The sum of price × quantity over all lines. */
            total: components["schemas"]["Money"];
        };
        CouponPage: components["schemas"]["Pagination"] & {
            data: components["schemas"]["Coupon"][];
        };
        /** @description Coupons without paging. */
        CouponList: {
            list: components["schemas"]["Coupon"][];
        };
        /** @description What an order buys: the user's cart lines `cart_ids`, or one `goods_id` × `quantity`. `cart_ids` wins when both are sent; a body with neither fails with 'Please select the product'. */
        OrderGoodsSelection: {
            /** @description Cart ids (CartItem `id`) of the user's cart. */
            cart_ids?: number[];
            /** @description One goods item bought directly (buy now). */
            goods_id?: number;
            /**
             * @description With `goods_id`; only physical goods take more than 1.
             * @default 1
             */
            quantity: number;
            /** @description One of the user's unused coupons to apply. */
            coupon_id?: number;
        };
        /** @description The priced content of an order before it is created. */
        OrderPreview: {
            items: components["schemas"]["OrderItem"][];
            total_amount: components["schemas"]["Money"];
            /** @description The discount of `coupon_id`, or '0.00'. */
            coupon_amount: components["schemas"]["Money"];
            pay_amount: components["schemas"]["Money"];
            /** @description The user's coupons usable for `total_amount`, best first. */
            usable_coupons: components["schemas"]["Coupon"][];
            /** @description The user's balance. */
            balance: components["schemas"]["Money"];
            /** @description The user's points. */
            score: number;
            /** @description The points needed when every item can be paid with points, else null. */
            score_price: number | null;
            /** @description True when an item is physical goods. */
            need_address: boolean;
        };
        /** @description The outcome of starting a payment. */
        PayResult: {
            order_sn: string;
            order_type: components["schemas"]["OrderType"];
            /** @description The order's state after the call. */
            status: components["schemas"]["OrderStatus"];
            pay_type: components["schemas"]["PayType"];
            /** @description The WeChat or Alipay payment page to open; null for balance and points. */
            pay_url: components["schemas"]["Url"] | null;
            /** @description True when the order was paid by this call (balance, points). */
            paid: boolean;
            /** @description WeChat's in-app payment parameters, for `wechat` with `trade_type` jsapi only (assumed); absent or null otherwise. */
            jsapi?: components["schemas"]["WechatJsapiPay"] | null;
        };
        /**
         * @description How a WeChat payment is made (assumed): `h5` on the payment page (the default), `jsapi` through WeChat's in-app payment, inside WeChat's browser.
         * @default h5
         * @enum {string}
         */
        WechatTradeType: "jsapi" | "h5";
        /** @description The parameters of `WeixinJSBridge.invoke('getBrandWCPayRequest', …)`, passed to it unchanged (assumed: issued by the provider for a prepay it made with WeChat). */
        WechatJsapiPay: {
            appId: string;
            /** @description Unix seconds, as a string. */
            timeStamp: string;
            nonceStr: string;
            /** @description The prepay, `prepay_id=<id>`. */
            package: string;
            /** @enum {string} */
            signType: "MD5" | "HMAC-SHA256" | "RSA";
            paySign: string;
        };
        /** @description Whether an order has been paid. */
        PayStatus: {
            order_sn: string;
            status: components["schemas"]["OrderStatus"];
            paid: boolean;
        };
        /** @description A goods item on group-buy. */
        GroupGoods: {
            goods: components["schemas"]["Goods"];
            group_price: components["schemas"]["Money"];
            /** @description How many buyers a group needs. */
            group_size: number;
            /** @description How many groups have been started. */
            joined_groups: number;
            /** @description When the group-buy offer ends. */
            endtime: components["schemas"]["Timestamp"];
        };
        GroupGoodsPage: components["schemas"]["Pagination"] & {
            data: components["schemas"]["GroupGoods"][];
        };
        /** @description A group still open to join. */
        OpenGroup: {
            /** @description The group id, sent as `group_id` to join. */
            id: number;
            members: components["schemas"]["UserBrief"][];
            joined: number;
            group_size: number;
            endtime: components["schemas"]["Timestamp"];
        };
        /** @description A group-buy goods item with its open groups. */
        GroupGoodsDetail: {
            goods: components["schemas"]["Goods"];
            /** @description The goods description as HTML. */
            description: string;
            images: components["schemas"]["Url"][];
            group_price: components["schemas"]["Money"];
            group_size: number;
            /** @description When the group-buy offer ends. */
            endtime: components["schemas"]["Timestamp"];
            open_groups: components["schemas"]["OpenGroup"][];
        };
        /** @description The order to pay and the group order created by starting or joining a group. */
        GroupJoinResult: {
            order: components["schemas"]["Order"];
            group: components["schemas"]["GroupOrder"];
        };
        GroupOrderPage: components["schemas"]["Pagination"] & {
            data: components["schemas"]["GroupOrder"][];
        };
        /** @description A coupon offer in the welfare centre. */
        ClaimableCoupon: {
            id: number;
            name: string;
            /** @description The discount in yuan. */
            amount: components["schemas"]["Money"];
            /** @description The order total the coupon needs; '0.00' for none. */
            min_amount: components["schemas"]["Money"];
            starttime: components["schemas"]["Timestamp"];
            endtime: components["schemas"]["Timestamp"];
            /** @description How many are left to claim. */
            stock: number;
            /** @description Whether the signed-in user already claimed one (false for a visitor). */
            claimed: boolean;
        };
        ClaimableCouponPage: components["schemas"]["Pagination"] & {
            data: components["schemas"]["ClaimableCoupon"][];
        };
        /** @description The VIP cards and the user's membership. */
        VipCards: {
            cards: components["schemas"]["VipCard"][];
            /** @description The signed-in user's active card, or null. */
            member: components["schemas"]["VipStatus"] | null;
            /** @description How many goods are free for VIP members. */
            resources_count: number;
        };
        /** @description The site totals shown on the home page. */
        SiteStatistics: {
            /** @description Listed music goods (sections producer_single, dj_single, set, pack, album). */
            music_count: number;
            /** @description Approved musicians. */
            writer_count: number;
            /** @description Registered users. */
            user_count: number;
            /** @description Downloads ever served. */
            download_count: number;
        };
        NoticePage: components["schemas"]["Pagination"] & {
            data: components["schemas"]["Notice"][];
        };
        /** @description A goods item on presale, with its release time and the deposit payable now. */
        PresaleItem: {
            goods: components["schemas"]["Goods"];
            /** @description When the goods is released (always in the future when listed). */
            release_time: components["schemas"]["Timestamp"];
            /** @description The deposit to pay now, in yuan; '0.00' when the full price is paid at once. */
            deposit: components["schemas"]["Money"];
        };
        PresalePage: components["schemas"]["Pagination"] & {
            data: components["schemas"]["PresaleItem"][];
        };
        /** @description The popup's click counter after the click was counted. */
        PopupClickResult: {
            id: number;
            clicks: number;
        };
        /**
         * @description The order of a catalogue listing: new (createtime desc), hot (play_count desc), sales (sales desc), price_asc, price_desc.
         * @enum {string}
         */
        CatalogueSort: "new" | "hot" | "sales" | "price_asc" | "price_desc";
        /** @description The options of the Category page's filter panel. */
        CatalogueFilters: {
            /** @description The five channel categories, in the order 59, 3, 1, 2, 141. */
            channels: components["schemas"]["ChannelCategory"][];
            goods_types: components["schemas"]["GoodsType"][];
            sections: {
                section: components["schemas"]["Section"];
                name: string;
            }[];
            /** @description Every genre used by a listed goods item, alphabetically. */
            genres: string[];
            /** @description Every key used by a listed goods item. */
            keys: components["schemas"]["MusicKey"][];
            /** @description The BPM range of the listed goods (40..250 when none has a BPM). */
            bpm: {
                min: number;
                max: number;
            };
            /** @description The price range of the listed goods. */
            price: {
                min: components["schemas"]["Money"];
                max: components["schemas"]["Money"];
            };
            sorts: {
                value: components["schemas"]["CatalogueSort"];
                name: string;
            }[];
        };
        /** @description A music or special (album or pack) goods item with its detail-page fields. */
        GoodsDetail: components["schemas"]["Goods"] & {
            /** @description Rich text (HTML) written in the back office. */
            description: string;
            images: components["schemas"]["Url"][];
            /** @description Whether the signed-in user has a paid order for it (false for a visitor). */
            bought: boolean;
            /** @description Whether the signed-in user has it in their collection (false for a visitor). */
            collected: boolean;
            /** @description True when the signed-in user bought it, it is free for everyone, or it is VIP-free and the user has an active VIP card; false for a visitor. */
            can_download: boolean;
            /**
             * @description Assumed (the product specification does not show it). The extension of the file a download of it gets, without the dot (the provider names the file `<title>.<download_ext>`): what a playlist exported for DJ software names the file by. Absent when unknown; the app then takes mp3, the default audio extension.
             * @example wav
             */
            download_ext?: string;
            comments_count: number;
            /** @description The works of a special; [] for music. */
            tracks: components["schemas"]["Goods"][];
            /** @description Up to 6 other goods of the same section, most played first. */
            related: components["schemas"]["Goods"][];
            /** @description The preview file's loudness drawn as a waveform: `peaks` are 120 equal slices of the file's first `seconds`, each the loudest level within its slice on a 0 to 255 scale, scaled so that the loudest slice is 255. Absent when it is not known (the app then shows a plain progress bar). Only on the detail answer: 120 levels are about 450 bytes, too many for every listed item. */
            waveform?: {
                /** @description The length of the preview file the peaks cover, in seconds. */
                seconds: number;
                peaks: number[];
            };
        };
        VideoEpisode: {
            id: number;
            title: string;
            /** @description Length in seconds. */
            duration: number;
            /** @description The episode's video, or null when the user may not watch it in full. */
            video_url: components["schemas"]["Url"] | null;
        };
        /** @description A video goods item (sections teaching, video, tv) with its player fields. */
        VideoDetail: components["schemas"]["Goods"] & {
            /** @description Rich text (HTML). */
            description: string;
            /** @description The full video, or null unless the user bought it, it is free for everyone, or it is VIP-free and the user has an active VIP card. */
            video_url: components["schemas"]["Url"] | null;
            /** @description How many seconds a user without access may watch (the trial clip in `preview_url`), 0 for none. */
            trial_seconds: number;
            episodes: components["schemas"]["VideoEpisode"][];
            bought: boolean;
            collected: boolean;
        };
        /** @description One specification of physical goods and its choices. */
        GoodsSpec: {
            name: string;
            values: string[];
        };
        /** @description A physical goods item with its shop-page fields. */
        ObjectDetail: components["schemas"]["Goods"] & {
            /** @description Rich text (HTML). */
            description: string;
            images: components["schemas"]["Url"][];
            stock: number;
            /** @description Shipping cost in yuan; '0.00' for free shipping. */
            freight: components["schemas"]["Money"];
            specs: components["schemas"]["GoodsSpec"][];
            collected: boolean;
        };
        CommentPage: components["schemas"]["Pagination"] & {
            data: components["schemas"]["Comment"][];
        };
        ReplyPage: components["schemas"]["Pagination"] & {
            data: components["schemas"]["Reply"][];
        };
        /** @description A musician's earnings summary. */
        WriterAmount: {
            /** @description What can be withdrawn now. */
            balance: components["schemas"]["Money"];
            /** @description All income ever credited. */
            total_income: components["schemas"]["Money"];
            /** @description Income credited today (server time). */
            today_income: components["schemas"]["Money"];
            /** @description The sum of paid withdrawals. */
            withdrawn: components["schemas"]["Money"];
            /** @description The sum of pending withdrawals. */
            frozen: components["schemas"]["Money"];
            /** @description The minimum withdrawal. */
            withdraw_min: components["schemas"]["Money"];
        };
        /** @description A musician application (docs/behaviour.md#roles). Works come as `works` (uploaded files) or as `cloud_link`; at least one of them is required. */
        WriterApplication: {
            stage_name: string;
            style: string;
            profile: string;
            real_name: string;
            /** @description A Chinese resident ID number (18 characters, the last a digit or X). */
            id_number: string;
            /** @description The ID card's national emblem side (uploaded image). */
            id_photo_emblem: components["schemas"]["Url"];
            /** @description The ID card's portrait side (uploaded image). */
            id_photo_portrait: components["schemas"]["Url"];
            /** @description Uploaded sample works. */
            works?: components["schemas"]["Url"][];
            cloud_link?: components["schemas"]["CloudLink"];
        } | {
            works: unknown[];
        } | {
            cloud_link: Record<string, never>;
        };
        /** @description A musician application as stored and answered: its text escaped by the provider's filter, so up to six times as long as the characters typed that `WriterApplication` limits. A musician application (docs/behaviour.md#roles). Works come as `works` (uploaded files) or as `cloud_link`; at least one of them is required. */
        StoredWriterApplication: {
            stage_name: string;
            style: string;
            profile: string;
            real_name: string;
            /** @description A Chinese resident ID number (18 characters, the last a digit or X). */
            id_number: string;
            /** @description The ID card's national emblem side (uploaded image). */
            id_photo_emblem: components["schemas"]["Url"];
            /** @description The ID card's portrait side (uploaded image). */
            id_photo_portrait: components["schemas"]["Url"];
            /** @description Uploaded sample works. */
            works?: components["schemas"]["Url"][];
            cloud_link?: components["schemas"]["CloudLink"];
        } | {
            works: unknown[];
        } | {
            cloud_link: Record<string, never>;
        };
        /** @description The signed-in user's musician state. */
        WriterProfile: {
            status: components["schemas"]["WriterApplyStatus"];
            /** @description Why the application was rejected; null unless `status` is rejected. */
            reason: string | null;
            /** @description The last application submitted, or null when none. */
            application: components["schemas"]["StoredWriterApplication"] | null;
            /** @description The public musician profile once approved, else null. */
            writer: components["schemas"]["Writer"] | null;
        };
        WriterPage: components["schemas"]["Pagination"] & {
            data: components["schemas"]["Writer"][];
        };
        /** @description A genre group and its genres. */
        WriterCategory: {
            id: number;
            name: string;
            children: {
                id: number;
                name: string;
            }[];
        };
        WriterFollowResult: {
            /** @description Whether the user now follows the musician. */
            is_follow: boolean;
            /** @description The musician's followers after the change. */
            fans: number;
        };
        /** @description A musician's public home page. */
        WriterHome: {
            writer: components["schemas"]["Writer"];
            banner: components["schemas"]["Url"];
            /** @description Published albums. */
            albums: number;
            /** @description Published songs. */
            songs: number;
            /** @description The latest published works, newest first (up to 6). */
            latest: components["schemas"]["Goods"][];
        };
        /** @description A song a musician submits; the audio comes as `file` or as `cloud_link`. */
        SongSubmission: {
            title: string;
            /** @description Genre names from h5.writer/categorize. */
            genre: string[];
            /** @description The price in yuan, '0.00' or more ('0.00' makes it free). */
            price: components["schemas"]["Money"];
            cover: components["schemas"]["Url"];
            bpm: number;
            key: components["schemas"]["MusicKey"];
            /** @description The uploaded audio file. */
            file?: components["schemas"]["Url"];
            cloud_link?: components["schemas"]["CloudLink"];
            description?: string;
        } | {
            file: string;
        } | {
            cloud_link: Record<string, never>;
        };
        /** @description An album (collection) a musician submits. */
        AlbumSubmission: {
            name: string;
            cover: components["schemas"]["Url"];
            /** @description The channel the album is listed in. */
            column: components["schemas"]["ChannelId"];
            /** @description The price in yuan, '0.00' or more. */
            price: components["schemas"]["Money"];
            description?: string;
            /** @description Ids of the musician's own published songs (goods ids). */
            works: number[];
        };
        /** @description A song or album a musician submitted for review. */
        Submission: {
            id: number;
            /** @enum {string} */
            kind: "song" | "album";
            /** @description The song title or album name. */
            title: string;
            cover: components["schemas"]["Url"];
            status: components["schemas"]["SubmissionStatus"];
            /** @description Why it was rejected; null unless rejected. */
            reason: string | null;
            createtime: components["schemas"]["Timestamp"];
        };
        SubmissionPage: components["schemas"]["Pagination"] & {
            data: components["schemas"]["Submission"][];
        };
        /** @description A withdrawal request as recorded. */
        WithdrawRecord: {
            id: number;
            type: components["schemas"]["WithdrawType"];
            amount: components["schemas"]["Money"];
            /**
             * @description pending (frozen, awaiting payment) → paid, or → rejected (the amount returns to the balance).
             * @enum {string}
             */
            status: "pending" | "paid" | "rejected";
            createtime: components["schemas"]["Timestamp"];
        };
        WithdrawRecordPage: components["schemas"]["Pagination"] & {
            data: components["schemas"]["WithdrawRecord"][];
        };
        /** @description A comment on a circle article. */
        CircleComment: {
            id: number;
            user: components["schemas"]["UserBrief"];
            /** @description User text, escaped by the provider. */
            content: string;
            createtime: components["schemas"]["Timestamp"];
        };
        CircleCommentPage: components["schemas"]["Pagination"] & {
            data: components["schemas"]["CircleComment"][];
        };
        CircleLikeResult: {
            liked: boolean;
            likes: number;
        };
        CircleFavoriteResult: {
            favorited: boolean;
            favorites: number;
        };
        BrandPage: components["schemas"]["Pagination"] & {
            data: components["schemas"]["Brand"][];
        };
        BrandDetail: {
            brand: components["schemas"]["Brand"];
            members: components["schemas"]["BrandMember"][];
            /** @description The latest published works of the team (up to 10). */
            works: components["schemas"]["Goods"][];
            /** @description Whether the signed-in user's application to this brand is pending. */
            applied: boolean;
        };
        BrandApplyResult: {
            brand_id: number;
            /** @constant */
            status: "pending";
        };
        /** @description A pending application to join a brand's team. */
        BrandApplication: {
            id: number;
            user: components["schemas"]["UserBrief"];
            reason: string;
            createtime: components["schemas"]["Timestamp"];
        };
        /** @description The signed-in user's brand and its team. */
        BrandTeam: {
            brand: components["schemas"]["Brand"];
            /** @enum {string} */
            role: "owner" | "member";
            members: components["schemas"]["BrandMember"][];
            /** @description Pending applications, oldest first; empty unless `role` is owner. */
            applications: components["schemas"]["BrandApplication"][];
        };
        BrandTeamMembers: {
            members: components["schemas"]["BrandMember"][];
        };
    };
    responses: {
        /** @description No valid token. FastAdmin answers `code: 401` with HTTP status 401 ("Please login first", translated). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 401,
                 *       "msg": "请先登录",
                 *       "time": "1763702400",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["UnauthorizedEnvelope"];
            };
        };
        /** @description An uncaught provider exception: ThinkPHP's HTML error page, whose first `<h1>` holds the message the app shows. */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /** @example <!DOCTYPE html><html><body><h1>服务器内部错误 Internal Server Error</h1></body></html> */
                "text/html": string;
            };
        };
    };
    parameters: {
        /**
         * @description The visitor's device id, generated once by the app and kept in local storage.
         * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
         */
        VisitorId: string;
        /**
         * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
         * @example XMLHttpRequest
         */
        AjaxMarker: "XMLHttpRequest";
        /**
         * @description Page number, from 1.
         * @example 1
         */
        Page: number;
        /**
         * @description Items per page.
         * @example 20
         */
        Limit: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    sendSmsCode: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "mobile": "13800138000",
                 *       "event": "login"
                 *     }
                 */
                "application/json": {
                    mobile: components["schemas"]["Mobile"];
                    event: components["schemas"]["SmsEvent"];
                };
            };
        };
        responses: {
            /** @description The code was sent (data null), or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Empty"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    loginBySms: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "mobile": "13800138000",
                 *       "captcha": "123456",
                 *       "openid": "oXk3e5Jt2q_Lm8Vb4Rz7Yw1Pa9Cd"
                 *     }
                 */
                "application/json": {
                    mobile: components["schemas"]["Mobile"];
                    captcha: components["schemas"]["Captcha"];
                    openid?: components["schemas"]["WechatOpenId"];
                };
            };
        };
        responses: {
            /** @description The session (user and token), or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["LoginResult"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    loginByAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "account": "13800138000",
                 *       "password": "demo1234"
                 *     }
                 */
                "application/json": {
                    /** @description A username, phone number or e-mail address. */
                    account: string;
                    password: components["schemas"]["Password"];
                };
            };
        };
        responses: {
            /** @description The session (user and token), or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["LoginResult"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    loginByEmail: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "awei@djshop.cn",
                 *       "captcha": "654321"
                 *     }
                 */
                "application/json": {
                    email: components["schemas"]["EmailAddress"];
                    captcha: components["schemas"]["Captcha"];
                };
            };
        };
        responses: {
            /** @description The session (user and token), or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["LoginResult"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    registerAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "username": "djawei",
                 *       "password": "demo1234",
                 *       "repassword": "demo1234",
                 *       "mobile": "13800138000",
                 *       "captcha": "123456"
                 *     }
                 */
                "application/json": {
                    /** @description Letters, digits and underscores, 3 to 30, starting with a letter. */
                    username: string;
                    password: components["schemas"]["Password"];
                    repassword: components["schemas"]["Password"];
                    mobile: components["schemas"]["Mobile"];
                    captcha: components["schemas"]["Captcha"];
                };
            };
        };
        responses: {
            /** @description The new session (user and token), or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["LoginResult"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "mobile",
                 *       "mobile": "13800138000",
                 *       "newpassword": "newpass88",
                 *       "captcha": "123456"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Which bound contact receives the code.
                     * @enum {string}
                     */
                    type: "mobile" | "email";
                    mobile?: components["schemas"]["Mobile"];
                    email?: components["schemas"]["EmailAddress"];
                    newpassword: components["schemas"]["Password"];
                    captcha: components["schemas"]["Captcha"];
                } & ({
                    /** @constant */
                    type: "mobile";
                    mobile: components["schemas"]["Mobile"];
                } | {
                    /** @constant */
                    type: "email";
                    email: components["schemas"]["EmailAddress"];
                });
            };
        };
        responses: {
            /** @description The password was reset (data null), or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Empty"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    changeMobile: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "mobile": "13900139000",
                 *       "captcha": "123456"
                 *     }
                 */
                "application/json": {
                    mobile: components["schemas"]["Mobile"];
                    captcha: components["schemas"]["Captcha"];
                };
            };
        };
        responses: {
            /** @description The phone was changed (data null), or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Empty"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    changeEmail: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "awei@djshop.cn",
                 *       "captcha": "654321"
                 *     }
                 */
                "application/json": {
                    email: components["schemas"]["EmailAddress"];
                    captcha: components["schemas"]["Captcha"];
                };
            };
        };
        responses: {
            /** @description The e-mail was changed (data null), or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Empty"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    sendEmailCode: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "awei@djshop.cn",
                 *       "event": "login"
                 *     }
                 */
                "application/json": {
                    email: components["schemas"]["EmailAddress"];
                    event: components["schemas"]["EmailEvent"];
                };
            };
        };
        responses: {
            /** @description The code was sent (data null), or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Empty"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    checkLogin: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The login state and user, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CheckLoginResult"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Logged out (data null), or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Empty"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    loginByWechat: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "platform": "wechat",
                 *       "code": "081aBcDe0fGhIj1kLmNo2pQrSt3uVwXy"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The third-party platform.
                     * @enum {string}
                     */
                    platform: "wechat";
                    /** @description The OAuth code from the authorisation redirect. */
                    code: string;
                };
            };
        };
        responses: {
            /** @description The session (user, token and openid), or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WechatLoginResult"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getWechatJsConfig: {
        parameters: {
            query: {
                /**
                 * @description The current page url without the `#` fragment.
                 * @example https://m.djshop.cn/
                 */
                url: string;
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The JS-SDK config, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WechatJsConfig"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getUserInfo: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["UserInfo"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    editUserInfo: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "nickname": "DJ阿伟 (DJ Awei)",
                 *       "avatar": "/uploads/20261121/avatar-1001.jpg",
                 *       "gender": "male",
                 *       "bio": "House & Techno 爱好者",
                 *       "birthday": "1995-06-18"
                 *     }
                 */
                "application/json": {
                    nickname?: string;
                    /** @description An uploaded image (the `src` of the upload call). */
                    avatar: components["schemas"]["Url"];
                    gender?: components["schemas"]["Gender"];
                    bio?: string;
                    /** @description A date (YYYY-MM-DD), or '' to clear it. */
                    birthday?: string;
                };
            };
        };
        responses: {
            /** @description The updated user, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["UserInfo"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getMyCollection: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of goods, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GoodsPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    toggleCollect: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "goods_id": 1024
                 *     }
                 */
                "application/json": {
                    goods_id: number;
                };
            };
        };
        responses: {
            /** @description The new collected state, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CollectResult"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getScoreLog: {
        parameters: {
            query?: {
                /**
                 * @description Only gains (income) or spends (expense); all when absent.
                 * @example income
                 */
                type?: "income" | "expense";
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The points and a page of the log, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ScoreLog"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getMoneyLog: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the balance log, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["LedgerPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    recordPlay: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "goods_id": 1024
                 *     }
                 */
                "application/json": {
                    goods_id: number;
                };
            };
        };
        responses: {
            /** @description Recorded (data null), or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Empty"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getPlayHistory: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of plays, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HistoryPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getMyFollows: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of musicians, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WriterPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getDownloadLog: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of downloads, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DownloadLogPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getDownloadUrl: {
        parameters: {
            query: {
                /**
                 * @description The goods id.
                 * @example 1024
                 */
                id: number;
                /**
                 * @description The kind the detail page was opened with.
                 * @example music
                 */
                type: components["schemas"]["DetailKind"];
                /**
                 * @description The goods title, used by the provider to name the downloaded file.
                 * @example Tech House 律动 Vol.3
                 */
                title?: string;
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The download URL, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Url"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getCustomGenres: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The genres and the cap, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CustomGenreChoice"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    saveCustomGenres: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "genres": [
                 *         "Tech House",
                 *         "电音 EDM"
                 *       ]
                 *     }
                 */
                "application/json": {
                    genres: string[];
                };
            };
        };
        responses: {
            /** @description Saved (data null), or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Empty"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getSystemConfig: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The configuration, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["SystemConfig"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getServiceInfo: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer service info, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ServiceInfo"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getArticle: {
        parameters: {
            query: {
                /**
                 * @description Which static page.
                 * @example privacy_policy
                 */
                name: components["schemas"]["ArticleName"];
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Article"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    uploadFile: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "file": "(binary JPEG bytes)"
                 *     }
                 */
                "multipart/form-data": {
                    /** @description The file's bytes. */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The stored file (`code` 0 with data), or a failure envelope (`code` 0 with data null). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadSuccess"] | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getVersionFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The build timestamp. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": 1763702400
                     *     }
                     */
                    "application/json": {
                        timestamp: components["schemas"]["Timestamp"];
                    };
                };
            };
        };
    };
    addToCart: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "goods_id": 101,
                 *       "quantity": 1
                 *     }
                 */
                "application/json": {
                    /** @description The goods to add. */
                    goods_id: number;
                    /**
                     * @description How many; only physical goods take more than 1.
                     * @default 1
                     */
                    quantity?: number;
                };
            };
        };
        responses: {
            /** @description The new number of cart lines, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CartCount"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteCartItems: {
        parameters: {
            query?: {
                /**
                 * @description Comma-separated cart ids (CartItem `id`); the call fails when absent.
                 * @example 11,12
                 */
                ids?: string;
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The number of cart lines left, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CartCount"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getCartList: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cart lines and totals, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CartList"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getMyOrders: {
        parameters: {
            query?: {
                /**
                 * @description Only orders in this state; all when absent (the 'all' tab sends nothing).
                 * @example to_be_paid
                 */
                status?: components["schemas"]["OrderStatus"];
                /**
                 * @description Only orders of this type; all when absent.
                 * @example digital
                 */
                order_type?: components["schemas"]["OrderType"];
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of orders, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["OrderPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getOrderDetail: {
        parameters: {
            query?: {
                /**
                 * @description The order id.
                 * @example 502
                 */
                id?: number;
                /**
                 * @description The order number, instead of `id`.
                 * @example 20261120153000654321
                 */
                order_sn?: string;
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Order"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 501
                 *     }
                 */
                "application/json": {
                    /** @description The order id. */
                    id: number;
                };
            };
        };
        responses: {
            /** @description The cancelled order, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Order"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    evaluateOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "order_id": 503,
                 *       "star": 5,
                 *       "content": "音质很棒，律动感十足 Great sound!",
                 *       "images": [
                 *         "/uploads/20261121/comment-1.jpg"
                 *       ]
                 *     }
                 */
                "application/json": {
                    order_id: number;
                    /** @description The rating, 1 to 5 stars. */
                    star: number;
                    content: string;
                    /** @description Uploaded image URLs (upload call `data.src`), at most 9. */
                    images?: components["schemas"]["Url"][];
                };
            };
        };
        responses: {
            /** @description No data on success, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Empty"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getGroupOrderDetail: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path: {
                /**
                 * @description The group order id.
                 * @example 71
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The group order, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GroupOrder"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    refundGroupOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 72
                 *     }
                 */
                "application/json": {
                    /** @description The group order id. */
                    id: number;
                };
            };
        };
        responses: {
            /** @description The group order with its refund applied, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GroupOrder"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getMyCoupons: {
        parameters: {
            query?: {
                /**
                 * @description Only coupons in this state; all when absent.
                 * @example unused
                 */
                status?: components["schemas"]["CouponStatus"];
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of coupons, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CouponPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    previewOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "cart_ids": [
                 *         11,
                 *         12
                 *       ],
                 *       "coupon_id": 7
                 *     }
                 */
                "application/json": components["schemas"]["OrderGoodsSelection"];
            };
        };
        responses: {
            /** @description The priced preview, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["OrderPreview"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "goods_id": 101
                 *     }
                 */
                "application/json": components["schemas"]["OrderGoodsSelection"];
            };
        };
        responses: {
            /** @description The new unpaid order, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Order"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    createPhysicalOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "goods_id": 305,
                 *       "quantity": 1,
                 *       "coupon_id": 7,
                 *       "remark": "请尽快发货 Please ship soon",
                 *       "address": {
                 *         "name": "王伟",
                 *         "mobile": "13800138000",
                 *         "province": "广东省",
                 *         "city": "深圳市",
                 *         "district": "南山区",
                 *         "detail": "科技园南路 88 号 2 栋 1203"
                 *       }
                 *     }
                 */
                "application/json": {
                    goods_id: number;
                    quantity: number;
                    address: components["schemas"]["Address"];
                    /** @description One of the user's unused coupons. */
                    coupon_id?: number;
                    /** @description A note to the seller. */
                    remark?: string;
                };
            };
        };
        responses: {
            /** @description The new unpaid order, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Order"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    payOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "order_sn": "20261121103000123456",
                 *       "pay_type": "balance"
                 *     }
                 */
                "application/json": {
                    order_sn: string;
                    pay_type: components["schemas"]["PayType"];
                    trade_type?: components["schemas"]["WechatTradeType"];
                };
            };
        };
        responses: {
            /** @description The payment result, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PayResult"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getPayStatus: {
        parameters: {
            query: {
                /**
                 * @description The order number.
                 * @example 20261121103000998877
                 */
                order_sn: string;
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order's payment state, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PayStatus"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    rechargeBalance: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": "100.00",
                 *       "pay_type": "alipay"
                 *     }
                 */
                "application/json": {
                    /** @description Yuan to add, at least SystemConfig `recharge_min`. */
                    amount: components["schemas"]["Money"];
                    /**
                     * @description wechat or alipay.
                     * @enum {unknown}
                     */
                    pay_type: "wechat" | "alipay";
                    trade_type?: components["schemas"]["WechatTradeType"];
                };
            };
        };
        responses: {
            /** @description The started payment, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PayResult"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getGroupGoodsList: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of group-buy goods, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GroupGoodsPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getGroupGoodsDetail: {
        parameters: {
            query: {
                /**
                 * @description The goods id.
                 * @example 305
                 */
                id: number;
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The group-buy goods, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GroupGoodsDetail"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    joinGroup: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "goods_id": 305,
                 *       "group_id": 71,
                 *       "address": {
                 *         "name": "王伟",
                 *         "mobile": "13800138000",
                 *         "province": "广东省",
                 *         "city": "深圳市",
                 *         "district": "南山区",
                 *         "detail": "科技园南路 88 号 2 栋 1203"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description The group-buy goods id. */
                    goods_id: number;
                    /** @description An open group to join (`open_groups[].id`); absent to start a new group. */
                    group_id?: number;
                    /** @description Required for physical goods. */
                    address?: components["schemas"]["Address"];
                };
            };
        };
        responses: {
            /** @description The new order and group order, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GroupJoinResult"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getMyGroupOrders: {
        parameters: {
            query?: {
                /**
                 * @description Only group orders in this state; all when absent.
                 * @example group_failed
                 */
                status?: components["schemas"]["GroupOrderStatus"];
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of group orders, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GroupOrderPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getCouponCenter: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of claimable coupons, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ClaimableCouponPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    claimCoupon: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 9
                 *     }
                 */
                "application/json": {
                    /** @description The offer id (ClaimableCoupon `id`). */
                    id: number;
                };
            };
        };
        responses: {
            /** @description The claimed coupon, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Coupon"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getUsableCoupons: {
        parameters: {
            query: {
                /**
                 * @description The order total in yuan.
                 * @example 128.90
                 */
                amount: components["schemas"]["Money"];
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The usable coupons, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CouponList"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getVipCards: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cards and the user's membership, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["VipCards"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    buyVipCard: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "card_id": 3
                 *     }
                 */
                "application/json": {
                    /** @description The VipCard `id`. */
                    card_id: number;
                };
            };
        };
        responses: {
            /** @description The new unpaid VIP order, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Order"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getSiteStatistics: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The site totals, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["SiteStatistics"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getBanners: {
        parameters: {
            query?: {
                /**
                 * @description Where the banners are shown.
                 * @example home
                 */
                position?: "home" | "vip" | "circle";
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The banners of the position, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Banner"][];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getNotices: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of notices, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["NoticePage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getFeaturedWriters: {
        parameters: {
            query?: {
                /**
                 * @description How many musicians to answer.
                 * @example 8
                 */
                limit?: number;
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The featured musicians, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Writer"][];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getTopMusic: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Only goods of this channel category; all channels when absent.
                 * @example 1
                 */
                channel?: components["schemas"]["ChannelId"];
                /**
                 * @description The sales window: the last 7 days, the last 30 days, or all time.
                 * @example week
                 */
                period?: "week" | "month" | "all";
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of goods by sales, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GoodsPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getPresaleList: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of presale items, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PresalePage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getTodayMusics: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Only goods of this channel category; all channels when absent.
                 * @example 1
                 */
                channel?: components["schemas"]["ChannelId"];
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of goods added in the last 24 hours, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GoodsPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getPopups: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The launch popups, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Popup"][];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    countPopupClick: {
        parameters: {
            query: {
                /**
                 * @description The popup id.
                 * @example 3
                 */
                id: number;
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The popup id and its click count, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PopupClickResult"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    searchGoods: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Order of the list: `new` newest first (createtime desc), `hot` most played first (play_count desc), `sales` best-selling first (sales desc), `price_asc` / `price_desc` by price. Ties are broken by id, descending.
                 * @example new
                 */
                sort?: components["schemas"]["CatalogueSort"];
                /**
                 * @description Only goods whose title or musician stage name contains this text (case-insensitive); trimmed, ignored when empty.
                 * @example Tech House
                 */
                keyword?: string;
                /**
                 * @description Only goods whose `genre` list contains this genre (exact, case-insensitive).
                 * @example Tech House
                 */
                genre?: string;
                /**
                 * @description Only goods with a `bpm` of at least this; goods without a BPM are then left out.
                 * @example 120
                 */
                bpm_min?: number;
                /**
                 * @description Only goods with a `bpm` of at most this; goods without a BPM are then left out.
                 * @example 130
                 */
                bpm_max?: number;
                /**
                 * @description Only goods in this musical key (exact match).
                 * @example 8A
                 */
                key?: components["schemas"]["MusicKey"];
                /**
                 * @description Only goods whose `price` is at least this many yuan.
                 * @example 0.00
                 */
                price_min?: components["schemas"]["Money"];
                /**
                 * @description Only goods whose `price` is at most this many yuan.
                 * @example 100.00
                 */
                price_max?: components["schemas"]["Money"];
                /**
                 * @description 1: only goods free for everyone (`is_free` true); 0: only goods that are not free; all when absent.
                 * @example 0
                 */
                free?: 0 | 1;
                /**
                 * @description Only goods of this channel category; all channels when absent.
                 * @example 1
                 */
                channel?: components["schemas"]["ChannelId"];
                /**
                 * @description Only goods of this type.
                 * @example music
                 */
                goods_type?: components["schemas"]["GoodsType"];
                /**
                 * @description Only goods listed on this catalogue page.
                 * @example dj_single
                 */
                section?: components["schemas"]["Section"];
                /**
                 * @description 1: only VIP-free goods; 0: only goods that are not VIP-free; all when absent.
                 * @example 1
                 */
                vip?: 0 | 1;
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of matching goods, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GoodsPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getCatalogueFilters: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The filter options, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CatalogueFilters"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getSelectedMusicPacks: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Order of the list: `new` newest first (createtime desc), `hot` most played first (play_count desc), `sales` best-selling first (sales desc), `price_asc` / `price_desc` by price. Ties are broken by id, descending.
                 * @example new
                 */
                sort?: components["schemas"]["CatalogueSort"];
                /**
                 * @description Only goods whose title or musician stage name contains this text (case-insensitive); trimmed, ignored when empty.
                 * @example vocal
                 */
                keyword?: string;
                /**
                 * @description Only goods whose `genre` list contains this genre (exact, case-insensitive).
                 * @example Vocal
                 */
                genre?: string;
                /**
                 * @description Only goods with a `bpm` of at least this; goods without a BPM are then left out.
                 * @example 40
                 */
                bpm_min?: number;
                /**
                 * @description Only goods with a `bpm` of at most this; goods without a BPM are then left out.
                 * @example 250
                 */
                bpm_max?: number;
                /**
                 * @description Only goods in this musical key (exact match).
                 * @example 8A
                 */
                key?: components["schemas"]["MusicKey"];
                /**
                 * @description Only goods whose `price` is at least this many yuan.
                 * @example 0.00
                 */
                price_min?: components["schemas"]["Money"];
                /**
                 * @description Only goods whose `price` is at most this many yuan.
                 * @example 100.00
                 */
                price_max?: components["schemas"]["Money"];
                /**
                 * @description 1: only goods free for everyone (`is_free` true); 0: only goods that are not free; all when absent.
                 * @example 0
                 */
                free?: 0 | 1;
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of goods, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GoodsPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getSuiteList: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Order of the list: `new` newest first (createtime desc), `hot` most played first (play_count desc), `sales` best-selling first (sales desc), `price_asc` / `price_desc` by price. Ties are broken by id, descending.
                 * @example new
                 */
                sort?: components["schemas"]["CatalogueSort"];
                /**
                 * @description Only goods whose title or musician stage name contains this text (case-insensitive); trimmed, ignored when empty.
                 * @example 串烧
                 */
                keyword?: string;
                /**
                 * @description Only goods whose `genre` list contains this genre (exact, case-insensitive).
                 * @example Mashup
                 */
                genre?: string;
                /**
                 * @description Only goods with a `bpm` of at least this; goods without a BPM are then left out.
                 * @example 120
                 */
                bpm_min?: number;
                /**
                 * @description Only goods with a `bpm` of at most this; goods without a BPM are then left out.
                 * @example 130
                 */
                bpm_max?: number;
                /**
                 * @description Only goods in this musical key (exact match).
                 * @example 5A
                 */
                key?: components["schemas"]["MusicKey"];
                /**
                 * @description Only goods whose `price` is at least this many yuan.
                 * @example 0.00
                 */
                price_min?: components["schemas"]["Money"];
                /**
                 * @description Only goods whose `price` is at most this many yuan.
                 * @example 100.00
                 */
                price_max?: components["schemas"]["Money"];
                /**
                 * @description 1: only goods free for everyone (`is_free` true); 0: only goods that are not free; all when absent.
                 * @example 0
                 */
                free?: 0 | 1;
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of goods, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GoodsPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getProducerSingles: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Order of the list: `new` newest first (createtime desc), `hot` most played first (play_count desc), `sales` best-selling first (sales desc), `price_asc` / `price_desc` by price. Ties are broken by id, descending.
                 * @example new
                 */
                sort?: components["schemas"]["CatalogueSort"];
                /**
                 * @description Only goods whose title or musician stage name contains this text (case-insensitive); trimmed, ignored when empty.
                 * @example house
                 */
                keyword?: string;
                /**
                 * @description Only goods whose `genre` list contains this genre (exact, case-insensitive).
                 * @example Bass House
                 */
                genre?: string;
                /**
                 * @description Only goods with a `bpm` of at least this; goods without a BPM are then left out.
                 * @example 120
                 */
                bpm_min?: number;
                /**
                 * @description Only goods with a `bpm` of at most this; goods without a BPM are then left out.
                 * @example 130
                 */
                bpm_max?: number;
                /**
                 * @description Only goods in this musical key (exact match).
                 * @example 11B
                 */
                key?: components["schemas"]["MusicKey"];
                /**
                 * @description Only goods whose `price` is at least this many yuan.
                 * @example 0.00
                 */
                price_min?: components["schemas"]["Money"];
                /**
                 * @description Only goods whose `price` is at most this many yuan.
                 * @example 100.00
                 */
                price_max?: components["schemas"]["Money"];
                /**
                 * @description 1: only goods free for everyone (`is_free` true); 0: only goods that are not free; all when absent.
                 * @example 0
                 */
                free?: 0 | 1;
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of goods, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GoodsPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getDjSingles: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Order of the list: `new` newest first (createtime desc), `hot` most played first (play_count desc), `sales` best-selling first (sales desc), `price_asc` / `price_desc` by price. Ties are broken by id, descending.
                 * @example new
                 */
                sort?: components["schemas"]["CatalogueSort"];
                /**
                 * @description Only goods whose title or musician stage name contains this text (case-insensitive); trimmed, ignored when empty.
                 * @example house
                 */
                keyword?: string;
                /**
                 * @description Only goods whose `genre` list contains this genre (exact, case-insensitive).
                 * @example Tech House
                 */
                genre?: string;
                /**
                 * @description Only goods with a `bpm` of at least this; goods without a BPM are then left out.
                 * @example 120
                 */
                bpm_min?: number;
                /**
                 * @description Only goods with a `bpm` of at most this; goods without a BPM are then left out.
                 * @example 130
                 */
                bpm_max?: number;
                /**
                 * @description Only goods in this musical key (exact match).
                 * @example 8A
                 */
                key?: components["schemas"]["MusicKey"];
                /**
                 * @description Only goods whose `price` is at least this many yuan.
                 * @example 0.00
                 */
                price_min?: components["schemas"]["Money"];
                /**
                 * @description Only goods whose `price` is at most this many yuan.
                 * @example 100.00
                 */
                price_max?: components["schemas"]["Money"];
                /**
                 * @description 1: only goods free for everyone (`is_free` true); 0: only goods that are not free; all when absent.
                 * @example 0
                 */
                free?: 0 | 1;
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of goods, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GoodsPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getAlbums: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Order of the list: `new` newest first (createtime desc), `hot` most played first (play_count desc), `sales` best-selling first (sales desc), `price_asc` / `price_desc` by price. Ties are broken by id, descending.
                 * @example new
                 */
                sort?: components["schemas"]["CatalogueSort"];
                /**
                 * @description Only goods whose title or musician stage name contains this text (case-insensitive); trimmed, ignored when empty.
                 * @example 阿伟
                 */
                keyword?: string;
                /**
                 * @description Only goods whose `genre` list contains this genre (exact, case-insensitive).
                 * @example Club
                 */
                genre?: string;
                /**
                 * @description Only goods with a `bpm` of at least this; goods without a BPM are then left out.
                 * @example 40
                 */
                bpm_min?: number;
                /**
                 * @description Only goods with a `bpm` of at most this; goods without a BPM are then left out.
                 * @example 250
                 */
                bpm_max?: number;
                /**
                 * @description Only goods in this musical key (exact match).
                 * @example 8A
                 */
                key?: components["schemas"]["MusicKey"];
                /**
                 * @description Only goods whose `price` is at least this many yuan.
                 * @example 0.00
                 */
                price_min?: components["schemas"]["Money"];
                /**
                 * @description Only goods whose `price` is at most this many yuan.
                 * @example 100.00
                 */
                price_max?: components["schemas"]["Money"];
                /**
                 * @description 1: only goods free for everyone (`is_free` true); 0: only goods that are not free; all when absent.
                 * @example 0
                 */
                free?: 0 | 1;
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of goods, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GoodsPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getTeachingVideos: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Order of the list: `new` newest first (createtime desc), `hot` most played first (play_count desc), `sales` best-selling first (sales desc), `price_asc` / `price_desc` by price. Ties are broken by id, descending.
                 * @example new
                 */
                sort?: components["schemas"]["CatalogueSort"];
                /**
                 * @description Only goods whose title or musician stage name contains this text (case-insensitive); trimmed, ignored when empty.
                 * @example 入门
                 */
                keyword?: string;
                /**
                 * @description Only goods whose `genre` list contains this genre (exact, case-insensitive).
                 * @example 教学 Tutorial
                 */
                genre?: string;
                /**
                 * @description Only goods with a `bpm` of at least this; goods without a BPM are then left out.
                 * @example 40
                 */
                bpm_min?: number;
                /**
                 * @description Only goods with a `bpm` of at most this; goods without a BPM are then left out.
                 * @example 250
                 */
                bpm_max?: number;
                /**
                 * @description Only goods in this musical key (exact match).
                 * @example 8A
                 */
                key?: components["schemas"]["MusicKey"];
                /**
                 * @description Only goods whose `price` is at least this many yuan.
                 * @example 0.00
                 */
                price_min?: components["schemas"]["Money"];
                /**
                 * @description Only goods whose `price` is at most this many yuan.
                 * @example 500.00
                 */
                price_max?: components["schemas"]["Money"];
                /**
                 * @description 1: only goods free for everyone (`is_free` true); 0: only goods that are not free; all when absent.
                 * @example 0
                 */
                free?: 0 | 1;
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of goods, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GoodsPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getVipFreeList: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Order of the list: `new` newest first (createtime desc), `hot` most played first (play_count desc), `sales` best-selling first (sales desc), `price_asc` / `price_desc` by price. Ties are broken by id, descending.
                 * @example new
                 */
                sort?: components["schemas"]["CatalogueSort"];
                /**
                 * @description Only goods whose title or musician stage name contains this text (case-insensitive); trimmed, ignored when empty.
                 * @example house
                 */
                keyword?: string;
                /**
                 * @description Only goods whose `genre` list contains this genre (exact, case-insensitive).
                 * @example Tech House
                 */
                genre?: string;
                /**
                 * @description Only goods with a `bpm` of at least this; goods without a BPM are then left out.
                 * @example 120
                 */
                bpm_min?: number;
                /**
                 * @description Only goods with a `bpm` of at most this; goods without a BPM are then left out.
                 * @example 130
                 */
                bpm_max?: number;
                /**
                 * @description Only goods in this musical key (exact match).
                 * @example 8A
                 */
                key?: components["schemas"]["MusicKey"];
                /**
                 * @description Only goods whose `price` is at least this many yuan.
                 * @example 0.00
                 */
                price_min?: components["schemas"]["Money"];
                /**
                 * @description Only goods whose `price` is at most this many yuan.
                 * @example 100.00
                 */
                price_max?: components["schemas"]["Money"];
                /**
                 * @description 1: only goods free for everyone (`is_free` true); 0: only goods that are not free; all when absent.
                 * @example 0
                 */
                free?: 0 | 1;
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of goods, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GoodsPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getWelfareList: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Order of the list: `new` newest first (createtime desc), `hot` most played first (play_count desc), `sales` best-selling first (sales desc), `price_asc` / `price_desc` by price. Ties are broken by id, descending.
                 * @example new
                 */
                sort?: components["schemas"]["CatalogueSort"];
                /**
                 * @description Only goods whose title or musician stage name contains this text (case-insensitive); trimmed, ignored when empty.
                 * @example intro
                 */
                keyword?: string;
                /**
                 * @description Only goods whose `genre` list contains this genre (exact, case-insensitive).
                 * @example Tool
                 */
                genre?: string;
                /**
                 * @description Only goods with a `bpm` of at least this; goods without a BPM are then left out.
                 * @example 120
                 */
                bpm_min?: number;
                /**
                 * @description Only goods with a `bpm` of at most this; goods without a BPM are then left out.
                 * @example 130
                 */
                bpm_max?: number;
                /**
                 * @description Only goods in this musical key (exact match).
                 * @example 8A
                 */
                key?: components["schemas"]["MusicKey"];
                /**
                 * @description Only goods whose `price` is at least this many yuan.
                 * @example 0.00
                 */
                price_min?: components["schemas"]["Money"];
                /**
                 * @description Only goods whose `price` is at most this many yuan.
                 * @example 0.00
                 */
                price_max?: components["schemas"]["Money"];
                /**
                 * @description 1: only goods free for everyone (`is_free` true); 0: only goods that are not free; all when absent.
                 * @example 1
                 */
                free?: 0 | 1;
                /**
                 * @description Which tab of the welfare centre.
                 * @example free
                 */
                tab?: "free" | "discount";
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of goods, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GoodsPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getSingerTracks: {
        parameters: {
            query: {
                /**
                 * @description The musician (writer) id.
                 * @example 12
                 */
                writer_id: number;
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Order of the list: `new` newest first (createtime desc), `hot` most played first (play_count desc), `sales` best-selling first (sales desc), `price_asc` / `price_desc` by price. Ties are broken by id, descending.
                 * @example new
                 */
                sort?: components["schemas"]["CatalogueSort"];
                /**
                 * @description Only goods whose title or musician stage name contains this text (case-insensitive); trimmed, ignored when empty.
                 * @example Vol
                 */
                keyword?: string;
                /**
                 * @description Only goods whose `genre` list contains this genre (exact, case-insensitive).
                 * @example Tech House
                 */
                genre?: string;
                /**
                 * @description Only goods with a `bpm` of at least this; goods without a BPM are then left out.
                 * @example 100
                 */
                bpm_min?: number;
                /**
                 * @description Only goods with a `bpm` of at most this; goods without a BPM are then left out.
                 * @example 130
                 */
                bpm_max?: number;
                /**
                 * @description Only goods in this musical key (exact match).
                 * @example 8A
                 */
                key?: components["schemas"]["MusicKey"];
                /**
                 * @description Only goods whose `price` is at least this many yuan.
                 * @example 0.00
                 */
                price_min?: components["schemas"]["Money"];
                /**
                 * @description Only goods whose `price` is at most this many yuan.
                 * @example 100.00
                 */
                price_max?: components["schemas"]["Money"];
                /**
                 * @description 1: only goods free for everyone (`is_free` true); 0: only goods that are not free; all when absent.
                 * @example 0
                 */
                free?: 0 | 1;
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the musician's goods, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GoodsPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getVocalTagOffers: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Order of the list: `new` newest first (createtime desc), `hot` most played first (play_count desc), `sales` best-selling first (sales desc), `price_asc` / `price_desc` by price. Ties are broken by id, descending.
                 * @example new
                 */
                sort?: components["schemas"]["CatalogueSort"];
                /**
                 * @description Only goods whose title or musician stage name contains this text (case-insensitive); trimmed, ignored when empty.
                 * @example 喊麦
                 */
                keyword?: string;
                /**
                 * @description Only goods whose `genre` list contains this genre (exact, case-insensitive).
                 * @example Vocal Tag
                 */
                genre?: string;
                /**
                 * @description Only goods with a `bpm` of at least this; goods without a BPM are then left out.
                 * @example 40
                 */
                bpm_min?: number;
                /**
                 * @description Only goods with a `bpm` of at most this; goods without a BPM are then left out.
                 * @example 250
                 */
                bpm_max?: number;
                /**
                 * @description Only goods in this musical key (exact match).
                 * @example 8A
                 */
                key?: components["schemas"]["MusicKey"];
                /**
                 * @description Only goods whose `price` is at least this many yuan.
                 * @example 0.00
                 */
                price_min?: components["schemas"]["Money"];
                /**
                 * @description Only goods whose `price` is at most this many yuan.
                 * @example 100.00
                 */
                price_max?: components["schemas"]["Money"];
                /**
                 * @description 1: only goods free for everyone (`is_free` true); 0: only goods that are not free; all when absent.
                 * @example 0
                 */
                free?: 0 | 1;
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of goods, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GoodsPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getSoundLightGear: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Order of the list: `new` newest first (createtime desc), `hot` most played first (play_count desc), `sales` best-selling first (sales desc), `price_asc` / `price_desc` by price. Ties are broken by id, descending.
                 * @example new
                 */
                sort?: components["schemas"]["CatalogueSort"];
                /**
                 * @description Only goods whose title or musician stage name contains this text (case-insensitive); trimmed, ignored when empty.
                 * @example Par
                 */
                keyword?: string;
                /**
                 * @description Only goods whose `genre` list contains this genre (exact, case-insensitive).
                 * @example LED
                 */
                genre?: string;
                /**
                 * @description Only goods with a `bpm` of at least this; goods without a BPM are then left out.
                 * @example 40
                 */
                bpm_min?: number;
                /**
                 * @description Only goods with a `bpm` of at most this; goods without a BPM are then left out.
                 * @example 250
                 */
                bpm_max?: number;
                /**
                 * @description Only goods in this musical key (exact match).
                 * @example 8A
                 */
                key?: components["schemas"]["MusicKey"];
                /**
                 * @description Only goods whose `price` is at least this many yuan.
                 * @example 0.00
                 */
                price_min?: components["schemas"]["Money"];
                /**
                 * @description Only goods whose `price` is at most this many yuan.
                 * @example 1000.00
                 */
                price_max?: components["schemas"]["Money"];
                /**
                 * @description 1: only goods free for everyone (`is_free` true); 0: only goods that are not free; all when absent.
                 * @example 0
                 */
                free?: 0 | 1;
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of goods, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GoodsPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getStageNameLogos: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Order of the list: `new` newest first (createtime desc), `hot` most played first (play_count desc), `sales` best-selling first (sales desc), `price_asc` / `price_desc` by price. Ties are broken by id, descending.
                 * @example new
                 */
                sort?: components["schemas"]["CatalogueSort"];
                /**
                 * @description Only goods whose title or musician stage name contains this text (case-insensitive); trimmed, ignored when empty.
                 * @example Logo
                 */
                keyword?: string;
                /**
                 * @description Only goods whose `genre` list contains this genre (exact, case-insensitive).
                 * @example Logo
                 */
                genre?: string;
                /**
                 * @description Only goods with a `bpm` of at least this; goods without a BPM are then left out.
                 * @example 40
                 */
                bpm_min?: number;
                /**
                 * @description Only goods with a `bpm` of at most this; goods without a BPM are then left out.
                 * @example 250
                 */
                bpm_max?: number;
                /**
                 * @description Only goods in this musical key (exact match).
                 * @example 8A
                 */
                key?: components["schemas"]["MusicKey"];
                /**
                 * @description Only goods whose `price` is at least this many yuan.
                 * @example 0.00
                 */
                price_min?: components["schemas"]["Money"];
                /**
                 * @description Only goods whose `price` is at most this many yuan.
                 * @example 500.00
                 */
                price_max?: components["schemas"]["Money"];
                /**
                 * @description 1: only goods free for everyone (`is_free` true); 0: only goods that are not free; all when absent.
                 * @example 0
                 */
                free?: 0 | 1;
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of goods, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GoodsPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getSoftware: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Order of the list: `new` newest first (createtime desc), `hot` most played first (play_count desc), `sales` best-selling first (sales desc), `price_asc` / `price_desc` by price. Ties are broken by id, descending.
                 * @example new
                 */
                sort?: components["schemas"]["CatalogueSort"];
                /**
                 * @description Only goods whose title or musician stage name contains this text (case-insensitive); trimmed, ignored when empty.
                 * @example Rekordbox
                 */
                keyword?: string;
                /**
                 * @description Only goods whose `genre` list contains this genre (exact, case-insensitive).
                 * @example Preset
                 */
                genre?: string;
                /**
                 * @description Only goods with a `bpm` of at least this; goods without a BPM are then left out.
                 * @example 40
                 */
                bpm_min?: number;
                /**
                 * @description Only goods with a `bpm` of at most this; goods without a BPM are then left out.
                 * @example 250
                 */
                bpm_max?: number;
                /**
                 * @description Only goods in this musical key (exact match).
                 * @example 8A
                 */
                key?: components["schemas"]["MusicKey"];
                /**
                 * @description Only goods whose `price` is at least this many yuan.
                 * @example 0.00
                 */
                price_min?: components["schemas"]["Money"];
                /**
                 * @description Only goods whose `price` is at most this many yuan.
                 * @example 100.00
                 */
                price_max?: components["schemas"]["Money"];
                /**
                 * @description 1: only goods free for everyone (`is_free` true); 0: only goods that are not free; all when absent.
                 * @example 0
                 */
                free?: 0 | 1;
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of goods, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GoodsPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getUnlockableMusic: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Order of the list: `new` newest first (createtime desc), `hot` most played first (play_count desc), `sales` best-selling first (sales desc), `price_asc` / `price_desc` by price. Ties are broken by id, descending.
                 * @example new
                 */
                sort?: components["schemas"]["CatalogueSort"];
                /**
                 * @description Only goods whose title or musician stage name contains this text (case-insensitive); trimmed, ignored when empty.
                 * @example house
                 */
                keyword?: string;
                /**
                 * @description Only goods whose `genre` list contains this genre (exact, case-insensitive).
                 * @example Tech House
                 */
                genre?: string;
                /**
                 * @description Only goods with a `bpm` of at least this; goods without a BPM are then left out.
                 * @example 120
                 */
                bpm_min?: number;
                /**
                 * @description Only goods with a `bpm` of at most this; goods without a BPM are then left out.
                 * @example 130
                 */
                bpm_max?: number;
                /**
                 * @description Only goods in this musical key (exact match).
                 * @example 8A
                 */
                key?: components["schemas"]["MusicKey"];
                /**
                 * @description Only goods whose `price` is at least this many yuan.
                 * @example 0.00
                 */
                price_min?: components["schemas"]["Money"];
                /**
                 * @description Only goods whose `price` is at most this many yuan.
                 * @example 100.00
                 */
                price_max?: components["schemas"]["Money"];
                /**
                 * @description 1: only goods free for everyone (`is_free` true); 0: only goods that are not free; all when absent.
                 * @example 0
                 */
                free?: 0 | 1;
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of goods, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GoodsPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getGoodsDetail: {
        parameters: {
            query: {
                /**
                 * @description The goods id.
                 * @example 2101
                 */
                id: number;
                /**
                 * @description The kind the page is opened with.
                 * @example special
                 */
                type: components["schemas"]["DetailKind"];
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The goods detail, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GoodsDetail"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getVideoDetail: {
        parameters: {
            query: {
                /**
                 * @description The goods id.
                 * @example 3005
                 */
                id: number;
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The video detail, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["VideoDetail"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getObjectDetail: {
        parameters: {
            query: {
                /**
                 * @description The goods id.
                 * @example 5003
                 */
                id: number;
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The physical goods detail, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ObjectDetail"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getGoodsComments: {
        parameters: {
            query: {
                /**
                 * @description The goods commented on.
                 * @example 1024
                 */
                goods_id: number;
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of comments, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CommentPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    addGoodsComment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "goods_id": 1024,
                 *       "content": "DJ's drop 太炸了 & \"Tech House\" 味道很正"
                 *     }
                 */
                "application/json": {
                    goods_id: number;
                    /** @description The comment text; escaped by the provider. */
                    content: string;
                };
            };
        };
        responses: {
            /** @description The new comment, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Comment"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getCommentReplies: {
        parameters: {
            query: {
                /**
                 * @description The comment whose replies to list.
                 * @example 901
                 */
                comment_id: number;
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of replies, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ReplyPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    replyToComment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "comment_id": 901,
                 *       "content": "哈哈 \"全场\" 是真的",
                 *       "reply_user_id": 4120
                 *     }
                 */
                "application/json": {
                    comment_id: number;
                    /** @description The reply text; escaped by the provider. */
                    content: string;
                    /** @description The user answered, when replying to a reply. */
                    reply_user_id?: number;
                };
            };
        };
        responses: {
            /** @description The new reply, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Reply"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getWriterAmount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The earnings summary, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WriterAmount"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getWriterLedger: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Only income lines or only withdrawal lines; all when absent.
                 * @example income
                 */
                type?: "income" | "withdraw";
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of ledger lines, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["LedgerPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getWriterInfo: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The musician state, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WriterProfile"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    editWriterProfile: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "nickname": "DJ阿伟 (DJ Awei)",
                 *       "avatar": "/uploads/avatar/12.jpg",
                 *       "style": "Tech House / 电音",
                 *       "profile": "十年夜店驻场 DJ, Ten years of club residencies.",
                 *       "genres": [
                 *         "Tech House",
                 *         "Deep House"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description The stage name. */
                    nickname: string;
                    avatar: components["schemas"]["Url"];
                    style?: string;
                    profile?: string;
                    /** @description Genre names picked from the categories (h5.writer/categorize). */
                    genres?: string[];
                };
            };
        };
        responses: {
            /** @description The updated musician, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Writer"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    applyWriter: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "stage_name": "DJ阿伟 (DJ Awei)",
                 *       "style": "Tech House / 电音",
                 *       "profile": "十年夜店驻场 DJ, Ten years of club residencies.",
                 *       "real_name": "王伟",
                 *       "id_number": "11010519491231002X",
                 *       "id_photo_emblem": "/uploads/20261101/id-emblem.jpg",
                 *       "id_photo_portrait": "/uploads/20261101/id-portrait.jpg",
                 *       "works": [
                 *         "/uploads/20261101/demo-1.mp3",
                 *         "/uploads/20261101/demo-2.mp3"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["WriterApplication"];
            };
        };
        responses: {
            /** @description The profile now under review, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WriterProfile"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getWriterList: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Part of a stage name.
                 * @example 阿伟
                 */
                keyword?: string;
                /**
                 * @description A genre name from h5.writer/categorize.
                 * @example Tech House
                 */
                genre?: string;
                /**
                 * @description The order; `fans` when absent.
                 * @example fans
                 */
                sort?: "fans" | "works" | "new";
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of musicians. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WriterPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getWriterCategories: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The genre categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WriterCategory"][];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    followWriter: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "writer_id": 12
                 *     }
                 */
                "application/json": {
                    writer_id: number;
                };
            };
        };
        responses: {
            /** @description The new follow state, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WriterFollowResult"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    submitSong: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Tech House 律动 Vol.3",
                 *       "genre": [
                 *         "Tech House"
                 *       ],
                 *       "price": "29.90",
                 *       "cover": "/uploads/20261121/cover-1024.jpg",
                 *       "bpm": 126,
                 *       "key": "8A",
                 *       "file": "/uploads/20261121/tech-house-vol3.mp3",
                 *       "description": "夜店暖场 Warm-up groove, 126 BPM."
                 *     }
                 */
                "application/json": components["schemas"]["SongSubmission"];
            };
        };
        responses: {
            /** @description The new submission, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Submission"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    requestWithdrawal: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "alipay",
                 *       "amount": "200.00",
                 *       "account": "13800138000",
                 *       "account_name": "王伟",
                 *       "qrcode": "/uploads/20261121/alipay-qr.jpg",
                 *       "remarks": "尽快到账 Please pay soon",
                 *       "contact": "13800138000"
                 *     }
                 */
                "application/json": components["schemas"]["Withdrawal"];
            };
        };
        responses: {
            /** @description The pending withdrawal, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WithdrawRecord"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getCircleList: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description The order; `new` when absent.
                 * @example hot
                 */
                sort?: "new" | "hot";
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of articles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CirclePage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getCircleArticle: {
        parameters: {
            query: {
                /**
                 * @description The article id.
                 * @example 88
                 */
                id: number;
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The article, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CircleArticle"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getWriterHome: {
        parameters: {
            query: {
                /**
                 * @description The musician (writer) id.
                 * @example 12
                 */
                id: number;
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The musician's home page, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WriterHome"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getWriterWorks: {
        parameters: {
            query: {
                /**
                 * @description The musician (writer) id.
                 * @example 12
                 */
                id: number;
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Only songs or only albums; all when absent.
                 * @example song
                 */
                kind?: "song" | "album";
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of goods, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["GoodsPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    submitAlbum: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "律动合集 Groove Collection 2026",
                 *       "cover": "/uploads/20261121/album-cover.jpg",
                 *       "column": 141,
                 *       "price": "99.00",
                 *       "description": "全年 Tech House 精选 The best of the year.",
                 *       "works": [
                 *         101,
                 *         102,
                 *         108
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["AlbumSubmission"];
            };
        };
        responses: {
            /** @description The new submission, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Submission"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getMySubmissions: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Only submissions in this state; all when absent.
                 * @example rejected
                 */
                status?: components["schemas"]["SubmissionStatus"];
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of submissions, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["SubmissionPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getMyWithdrawals: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of withdrawals, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WithdrawRecordPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    publishCircleArticle: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "新歌发布 New track out",
                 *       "content": "Tech House 律动 Vol.3 上线啦 <b>check it out!</b>",
                 *       "images": [
                 *         "/uploads/circle/88-1.jpg"
                 *       ]
                 *     }
                 */
                "application/json": {
                    title: string;
                    content: string;
                    /** @description Uploaded image URLs; none when absent. */
                    images?: components["schemas"]["Url"][];
                };
            };
        };
        responses: {
            /** @description The published article, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CircleArticle"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    likeCircleArticle: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 88
                 *     }
                 */
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description The new like state, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CircleLikeResult"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    favoriteCircleArticle: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 88
                 *     }
                 */
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description The new favourite state, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CircleFavoriteResult"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getMyCircleArticles: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of articles, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CirclePage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getFavoriteCircleArticles: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of articles, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CirclePage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getCircleComments: {
        parameters: {
            query: {
                /**
                 * @description The article id.
                 * @example 88
                 */
                id: number;
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of comments, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CircleCommentPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    addCircleComment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 88,
                 *       "content": "太棒了 & see you there"
                 *     }
                 */
                "application/json": {
                    id: number;
                    content: string;
                };
            };
        };
        responses: {
            /** @description The new comment, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CircleComment"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getBrandList: {
        parameters: {
            query?: {
                /**
                 * @description Page number, from 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Part of a brand name.
                 * @example Bass
                 */
                keyword?: string;
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of brands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BrandPage"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    getBrandDetail: {
        parameters: {
            query: {
                /**
                 * @description The brand id.
                 * @example 5
                 */
                id: number;
            };
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The brand detail, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BrandDetail"];
                    }) | components["schemas"]["Failure"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    applyToBrand: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "brand_id": 5,
                 *       "reason": "我做 Bass House 五年了, five years of Bass House production."
                 *     }
                 */
                "application/json": {
                    brand_id: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The pending application, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BrandApplyResult"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    editBrand: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "低音工厂 Bass Factory",
                 *       "logo": "/uploads/brand/5-logo.png",
                 *       "description": "专注 Bass House 的厂牌 A Bass House label."
                 *     }
                 */
                "application/json": {
                    name: string;
                    logo: components["schemas"]["Url"];
                    description: string;
                };
            };
        };
        responses: {
            /** @description The updated brand, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Brand"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    getMyBrandTeam: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description My team, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BrandTeam"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    removeBrandMember: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "user_id": 1032
                 *     }
                 */
                "application/json": {
                    user_id: number;
                };
            };
        };
        responses: {
            /** @description The remaining team, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BrandTeamMembers"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    answerBrandApplication: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description The visitor's device id, generated once by the app and kept in local storage.
                 * @example 6f1c2b9e-8a4d-4c1e-9b7a-2d5e8f0a1c3b
                 */
                "visitor-id"?: components["parameters"]["VisitorId"];
                /**
                 * @description The AJAX marker; ThinkPHP's `isAjax()` reads it to answer JSON.
                 * @example XMLHttpRequest
                 */
                "X-Requested-With"?: components["parameters"]["AjaxMarker"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 17,
                 *       "accept": true
                 *     }
                 */
                "application/json": {
                    id: number;
                    accept: boolean;
                };
            };
        };
        responses: {
            /** @description My team after the answer, or a failure envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": (components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BrandTeam"];
                    }) | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
}
