//! `folio serve --foam`: FOAM's box protocol over HTTP, with a real server process and a plain
//! HTTP/1.1 client over a socket sending the bodies FOAM's client sends (both eras' wrappers;
//! the byte-exact recordings of FOAM's own client are checked in `crates/foam/tests/wire.rs`,
//! and FOAM's own client itself by `tools/foam-box/`).

use crate::common;

use common::Server;
use common::{s, tempdir, write};
use serde_json::{json, Value};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

const MODELS: &str = r#"{
  "models": [
    {"class": "t.Country", "ids": ["code"], "properties": [
      {"name": "code", "type": "String"},
      {"name": "name", "type": "String"},
      {"name": "nativeName", "shortName": "native", "type": "String"},
      {"name": "alternativeNames", "shortName": "alt", "type": "StringArray"},
      {"name": "population", "type": "Long"}
    ]},
    {"class": "t.User", "properties": [
      {"name": "id", "type": "Long"},
      {"name": "userName", "type": "String"},
      {"name": "lastLogin", "type": "DateTime"},
      {"name": "emailVerified", "type": "Boolean"}
    ]}
  ],
  "daos": {"countries": "t.Country", "users": "t.User"}
}"#;

const TOKEN: &str = "s3cret";

/// One HTTP/1.1 exchange on a new connection: the status and the body.
fn http(addr: &str, request_line: &str, headers: &[(&str, &str)], body: &[u8]) -> (u16, Vec<u8>) {
    let mut stream = TcpStream::connect(addr).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    let mut head = format!("{request_line} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n");
    for (k, v) in headers {
        head.push_str(&format!("{k}: {v}\r\n"));
    }
    head.push_str(&format!("Content-Length: {}\r\n\r\n", body.len()));
    stream.write_all(head.as_bytes()).unwrap();
    // A refused body may close the connection before all of it is sent.
    let _ = stream.write_all(body);
    let mut reply = Vec::new();
    let _ = stream.read_to_end(&mut reply);
    let split = reply
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .unwrap_or_else(|| panic!("no HTTP reply: {:?}", String::from_utf8_lossy(&reply)));
    let head = String::from_utf8_lossy(&reply[..split]).into_owned();
    let status = head.split(' ').nth(1).unwrap().parse().unwrap();
    let length: usize = head
        .lines()
        .find_map(|l| {
            l.to_ascii_lowercase()
                .strip_prefix("content-length: ")
                .map(str::to_owned)
        })
        .expect("a Content-Length, which FOAM's client needs")
        .trim()
        .parse()
        .unwrap();
    let body = reply[split + 4..].to_vec();
    assert_eq!(body.len(), length, "{head}");
    (status, body)
}

#[derive(Clone, Copy, PartialEq)]
enum Era {
    Y2024,
    Y2026,
}

/// A FOAM client of one era: wraps each call as that era's `HTTPBox` does.
struct Client<'a> {
    addr: &'a str,
    era: Era,
    session: &'a str,
}

impl Client<'_> {
    fn body(&self, method: &str, args: &[Value]) -> String {
        let rpc = json!({"class": "foam.box.RPCMessage", "name": method, "args": args});
        let message = match self.era {
            Era::Y2024 => json!({
                "class": "foam.box.Message",
                "attributes": {"replyBox": {"class": "foam.box.HTTPReplyBox"}, "sessionId": self.session},
                "object": rpc,
            }),
            Era::Y2026 => json!({
                "class": "foam.box.Envelope",
                "message": {"class": "foam.box.SessionedMessage", "sessionId": self.session, "message": rpc},
                "replyBox": {"class": "foam.box.HTTPReplyBox"},
            }),
        };
        message.to_string()
    }

    /// The reply's message (`RPCReturnMessage` or `RPCErrorMessage`), unwrapped after checking
    /// the wrapper is this era's.
    fn call(&self, dao: &str, method: &str, args: &[Value]) -> Value {
        let body = self.body(method, args);
        let (status, reply) = http(
            self.addr,
            &format!("POST /service/{dao}"),
            &[],
            body.as_bytes(),
        );
        assert_eq!(status, 200, "{}", String::from_utf8_lossy(&reply));
        let reply: Value = serde_json::from_slice(&reply).unwrap();
        match self.era {
            Era::Y2024 => {
                assert_eq!(reply["class"], "foam.box.Message", "{reply}");
                reply["object"].clone()
            }
            Era::Y2026 => {
                assert_eq!(reply["class"], "foam.box.Envelope", "{reply}");
                reply["message"].clone()
            }
        }
    }

    /// The data of a successful call (`Null` for FOAM's null).
    fn ok(&self, dao: &str, method: &str, args: &[Value]) -> Value {
        let message = self.call(dao, method, args);
        assert_eq!(
            message["class"], "foam.box.RPCReturnMessage",
            "{method}: {message}"
        );
        message.get("data").cloned().unwrap_or(Value::Null)
    }

    /// The exception (`id`, `message`) of a refused call.
    fn refused(&self, dao: &str, method: &str, args: &[Value]) -> (String, String) {
        let message = self.call(dao, method, args);
        assert_eq!(
            message["class"], "foam.box.RPCErrorMessage",
            "{method}: {message}"
        );
        let data = &message["data"];
        assert_eq!(data["class"], "foam.box.RemoteException");
        (
            data["id"].as_str().unwrap().to_owned(),
            data["message"].as_str().unwrap().to_owned(),
        )
    }

    fn select(
        &self,
        dao: &str,
        skip: i64,
        limit: i64,
        order: Value,
        predicate: Value,
    ) -> Vec<Value> {
        let sink = self.ok(
            dao,
            "select_",
            &[
                Value::Null,
                json!({"class": "foam.dao.ArraySink"}),
                json!(skip),
                json!(limit),
                order,
                predicate,
            ],
        );
        assert_eq!(sink["class"], "foam.dao.ArraySink", "{sink}");
        sink.get("array")
            .map_or_else(Vec::new, |a| a.as_array().unwrap().clone())
    }

    fn count(&self, dao: &str, predicate: Value) -> u64 {
        let sink = self.ok(
            dao,
            "select_",
            &[
                Value::Null,
                json!({"class": "foam.mlang.sink.Count"}),
                json!(0),
                json!(NO_LIMIT),
                Value::Null,
                predicate,
            ],
        );
        let key = if self.era == Era::Y2024 { "value" } else { "v" };
        sink[key].as_u64().unwrap_or_else(|| panic!("{sink}"))
    }
}

const NO_LIMIT: i64 = 9_007_199_254_740_991;

fn prop(class: &str, name: &str) -> Value {
    json!({"class": "__Property__", "forClass_": class, "name": name})
}

fn constant(value: Value) -> Value {
    json!({"class": "foam.mlang.Constant", "value": value})
}

fn binary(op: &str, property: Value, value: Value) -> Value {
    json!({"class": format!("foam.mlang.predicate.{op}"), "arg1": property, "arg2": constant(value)})
}

fn codes(objects: &[Value]) -> Vec<String> {
    objects
        .iter()
        .map(|o| o["code"].as_str().unwrap().to_owned())
        .collect()
}

fn country(code: &str, name: &str, extra: Value) -> Value {
    let mut object = json!({"class": "t.Country", "code": code, "name": name});
    for (k, v) in extra.as_object().unwrap() {
        object[k] = v.clone();
    }
    object
}

/// Both eras' wrappers against one server: writes, finds, every predicate kind, orders, pages,
/// counts, removes; then JSON-RPC on the same server sees the same objects, and the journal the
/// FOAM puts wrote replays to them.
#[test]
fn a_foam_client_reads_and_writes_through_the_box_protocol() {
    let dir = tempdir();
    write(dir.path(), "models.json", MODELS);
    let server = Server::start(dir.path(), &["--foam", "127.0.0.1:0", "--token", TOKEN]);
    let addr = server.foam.clone().expect("the foam endpoint's address");
    let c = "t.Country";
    for era in [Era::Y2024, Era::Y2026] {
        let client = Client {
            addr: &addr,
            era,
            session: TOKEN,
        };
        // A fresh DAO per era: the other era's objects are removed at the end of its turn.
        assert_eq!(client.count("countries", Value::Null), 0);
        let puts = [
            country(
                "CA",
                "Canada",
                json!({"nativeName": "Canada \u{1F1E8}\u{1F1E6}", "alternativeNames": ["Kanada", "Canadá"], "population": 40_000_000}),
            ),
            country(
                "JP",
                "Japan",
                json!({"native": "日本", "alt": ["Nippon", "Nihon"], "population": 124_000_000}),
            ),
            country(
                "FI",
                "Finland",
                json!({"nativeName": "Suomi", "population": 5_600_000}),
            ),
            country(
                "IS",
                "Iceland",
                json!({"nativeName": "Ísland", "population": 390_000}),
            ),
            country(
                "CI",
                "Côte d'Ivoire",
                json!({"nativeName": "quote \" backslash \\ newline \n"}),
            ),
            country(
                "DE",
                "Germany",
                json!({"alternativeNames": ["Allemagne"], "population": 84_000_000}),
            ),
        ];
        for put in &puts {
            let stored = client.ok("countries", "put_", &[Value::Null, put.clone()]);
            assert_eq!(stored["code"], put["code"], "{stored}");
            assert_eq!(stored["class"], c);
        }
        // FOAM's put replaces: CA loses its alternative names and population.
        let stored = client.ok(
            "countries",
            "put_",
            &[
                Value::Null,
                country("CA", "Canada (updated)", json!({"nativeName": "Canada"})),
            ],
        );
        assert_eq!(stored["name"], "Canada (updated)");
        assert!(
            stored
                .get("alternativeNames")
                .is_none_or(|v| v.is_null() || v == &json!([])),
            "{stored}"
        );
        assert!(
            stored
                .get("population")
                .is_none_or(|v| v.is_null() || v == &json!(0)),
            "{stored}"
        );
        let found = client.ok("countries", "find_", &[Value::Null, json!("CA")]);
        assert_eq!(found, stored);
        assert_eq!(
            client.ok("countries", "find_", &[Value::Null, json!("ZZ")]),
            Value::Null
        );
        // find by an object, and by a predicate.
        let by_object = client.ok(
            "countries",
            "find_",
            &[Value::Null, country("JP", "", json!({}))],
        );
        assert_eq!(by_object["name"], "Japan");
        let by_predicate = client.ok(
            "countries",
            "find_",
            &[
                Value::Null,
                binary("StartsWith", prop(c, "name"), json!("Fin")),
            ],
        );
        assert_eq!(by_predicate["code"], "FI");

        // Unordered: id order, as FOAM's MDAO gives it.
        assert_eq!(
            codes(&client.select("countries", 0, NO_LIMIT, Value::Null, Value::Null)),
            ["CA", "CI", "DE", "FI", "IS", "JP"]
        );
        let table: Vec<(&str, Value, Vec<&str>)> = vec![
            (
                "True",
                json!({"class": "foam.mlang.predicate.True"}),
                vec!["CA", "CI", "DE", "FI", "IS", "JP"],
            ),
            (
                "False",
                json!({"class": "foam.mlang.predicate.False"}),
                vec![],
            ),
            (
                "Eq",
                binary("Eq", prop(c, "nativeName"), json!("Suomi")),
                vec!["FI"],
            ),
            (
                "Eq by short name",
                binary("Eq", prop(c, "native"), json!("日本")),
                vec!["JP"],
            ),
            (
                "Neq",
                binary("Neq", prop(c, "code"), json!("CA")),
                vec!["CI", "DE", "FI", "IS", "JP"],
            ),
            (
                "Lt: unset first",
                binary("Lt", prop(c, "population"), json!(5_600_000)),
                vec!["CA", "CI", "IS"],
            ),
            (
                "Lte",
                binary("Lte", prop(c, "population"), json!(5_600_000)),
                vec!["CA", "CI", "FI", "IS"],
            ),
            (
                "Gt",
                binary("Gt", prop(c, "population"), json!(84_000_000)),
                vec!["JP"],
            ),
            (
                "Gte",
                binary("Gte", prop(c, "population"), json!(84_000_000)),
                vec!["DE", "JP"],
            ),
            (
                "In",
                json!({"class": "foam.mlang.predicate.In", "arg1": prop(c, "code"), "arg2": {"class": "foam.mlang.ArrayConstant", "value": ["JP", "CA", "ZZ"]}}),
                vec!["CA", "JP"],
            ),
            (
                "StartsWith",
                binary("StartsWith", prop(c, "name"), json!("C")),
                vec!["CA", "CI"],
            ),
            (
                "StartsWithIC",
                binary("StartsWithIC", prop(c, "name"), json!("ja")),
                vec!["JP"],
            ),
            (
                "Contains",
                binary("Contains", prop(c, "nativeName"), json!("\\")),
                vec!["CI"],
            ),
            (
                "ContainsIC on an array",
                binary("ContainsIC", prop(c, "alternativeNames"), json!("NIPP")),
                vec!["JP"],
            ),
            (
                "Has",
                json!({"class": "foam.mlang.predicate.Has", "arg1": prop(c, "alternativeNames")}),
                vec!["DE", "JP"],
            ),
            (
                "IsInstanceOf",
                // FOAM 2024 sends its class as `targetClass`, FOAM 2026 as `of`.
                if era == Era::Y2024 {
                    json!({"class": "foam.mlang.predicate.IsInstanceOf", "targetClass": {"class": "__Class__", "forClass_": c}})
                } else {
                    json!({"class": "foam.mlang.predicate.IsInstanceOf", "of": c})
                },
                vec!["CA", "CI", "DE", "FI", "IS", "JP"],
            ),
            (
                "And",
                json!({"class": "foam.mlang.predicate.And", "args": [binary("Gt", prop(c, "population"), json!(1)), binary("Contains", prop(c, "name"), json!("an"))]}),
                vec!["DE", "FI", "IS", "JP"],
            ),
            (
                "Or: disjunct by disjunct, as FOAM's MDAO answers",
                json!({"class": "foam.mlang.predicate.Or", "args": [binary("Eq", prop(c, "code"), json!("IS")), binary("Eq", prop(c, "code"), json!("DE"))]}),
                vec!["IS", "DE"],
            ),
            (
                "Not",
                json!({"class": "foam.mlang.predicate.Not", "arg1": json!({"class": "foam.mlang.predicate.Has", "arg1": prop(c, "population")})}),
                vec!["CA", "CI"],
            ),
        ];
        for (what, predicate, want) in table {
            let got =
                codes(&client.select("countries", 0, NO_LIMIT, Value::Null, predicate.clone()));
            assert_eq!(got, want, "{what}");
            assert_eq!(
                client.count("countries", predicate) as usize,
                want.len(),
                "{what}: count"
            );
        }
        // Orders, with skip and limit.
        let desc = |p: Value| json!({"class": "foam.mlang.order.Desc", "arg1": p});
        assert_eq!(
            codes(&client.select("countries", 0, NO_LIMIT, prop(c, "name"), Value::Null)),
            ["CA", "CI", "FI", "DE", "IS", "JP"]
        );
        assert_eq!(
            codes(&client.select("countries", 1, 3, desc(prop(c, "population")), Value::Null)),
            ["DE", "FI", "IS"]
        );
        let then_by = json!({"class": "foam.mlang.order.ThenBy", "head": prop(c, "alternativeNames"), "tail": desc(prop(c, "code"))});
        assert_eq!(
            codes(&client.select("countries", 0, NO_LIMIT, then_by, Value::Null)),
            ["IS", "FI", "CI", "CA", "DE", "JP"]
        );

        // remove_ answers the object as it was; removeAll_ takes a predicate.
        let removed = client.ok(
            "countries",
            "remove_",
            &[Value::Null, country("IS", "", json!({}))],
        );
        assert_eq!(removed["nativeName"], "Ísland");
        assert_eq!(
            client.ok(
                "countries",
                "remove_",
                &[Value::Null, country("IS", "", json!({}))]
            ),
            Value::Null
        );
        client.ok(
            "countries",
            "removeAll_",
            &[
                Value::Null,
                json!(0),
                json!(NO_LIMIT),
                Value::Null,
                binary("Gt", prop(c, "population"), json!(50_000_000)),
            ],
        );
        assert_eq!(
            codes(&client.select("countries", 0, NO_LIMIT, Value::Null, Value::Null)),
            ["CA", "CI", "FI"]
        );
        assert_eq!(
            client.ok("countries", "cmd_", &[Value::Null, json!("anything")]),
            Value::Null
        );

        if era == Era::Y2024 {
            // The same server's JSON-RPC clients see what FOAM's client wrote.
            let mut conn = server.connect();
            conn.call("auth", json!({"token": TOKEN}), 1);
            let answer = conn.call(
                "select",
                json!({"dao": "countries", "where": {"code": "CA"}}),
                2,
            );
            assert_eq!(answer["result"][0]["name"], "Canada (updated)", "{answer}");
            // SQL sees effective values: CA's cleared population was written as 0, CI never
            // set one and reads as the default 0; `where` compares the same way.
            let sql = "SELECT code FROM countries WHERE population = 0 ORDER BY code";
            let answer = conn.call("sql", json!({"query": sql}), 3);
            let rows = &answer["result"]["rows"];
            assert_eq!(rows, &json!([{"code": "CA"}, {"code": "CI"}]), "{answer}");
            let answer = conn.call(
                "count",
                json!({"dao": "countries", "where": {"population": 0}}),
                4,
            );
            assert_eq!(answer["result"], json!(2), "{answer}");
            client.ok(
                "countries",
                "removeAll_",
                &[
                    Value::Null,
                    json!(0),
                    json!(NO_LIMIT),
                    Value::Null,
                    Value::Null,
                ],
            );
        }
    }
    // Longs past 2^53 stay exact, dates are milliseconds.
    let client = Client {
        addr: &addr,
        era: Era::Y2026,
        session: TOKEN,
    };
    let user = json!({"class": "t.User", "id": 9_007_199_254_740_993i64, "userName": "ada", "lastLogin": 1_716_227_100_000i64, "emailVerified": true});
    client.ok("users", "put_", &[Value::Null, user.clone()]);
    let found = client.ok(
        "users",
        "find_",
        &[Value::Null, json!(9_007_199_254_740_993i64)],
    );
    assert_eq!(found["id"], user["id"]);
    assert_eq!(found["lastLogin"], user["lastLogin"]);
    let since = json!({"class": "foam.mlang.predicate.Gte", "arg1": prop("t.User", "lastLogin"), "arg2": {"class": "__Timestamp__", "value": 1_716_227_100_000i64}});
    assert_eq!(client.count("users", since), 1);
    let before = client.ok(
        "countries",
        "select_",
        &[
            Value::Null,
            json!({"class": "foam.dao.ArraySink"}),
            json!(0),
            json!(NO_LIMIT),
            Value::Null,
            Value::Null,
        ],
    );
    assert_eq!(server.terminate().code(), Some(0));

    // The journal holds FOAM's puts as each era's journal writes them (a new object a `c(`
    // from a 2026 client, a `p(` from a 2024 one, whose FOAM reads no `c(`; an update a `p(` of
    // what changed), and replays to what the client saw.
    let journal = std::fs::read_to_string(dir.path().join("countries")).unwrap();
    assert!(journal.lines().any(|l| l.starts_with("p(")), "{journal}");
    assert!(journal.lines().any(|l| l.starts_with("c(")), "{journal}");
    let lines = common::export_lines(
        dir.path(),
        &[
            s(dir.path()),
            "--models",
            s(&dir.path().join("models.json")),
        ],
    );
    let replayed: Vec<Value> = lines
        .iter()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let before = before["array"].as_array().unwrap();
    let countries: Vec<&Value> = replayed
        .iter()
        .filter(|o| o["class"] == "t.Country")
        .collect();
    assert_eq!(countries.len(), before.len(), "{lines:?}");
    // The journal keeps what was written (a cleared property as its default); FOAM's answers
    // leave defaults out: in effective state they agree.
    let effective = |object: &Value| -> Value {
        let mut object = object.as_object().unwrap().clone();
        object.retain(|_, v| {
            ![json!(null), json!(0), json!(""), json!(false), json!([])].contains(v)
        });
        Value::Object(object)
    };
    for (a, b) in countries.iter().zip(before) {
        assert_eq!(effective(a), effective(b));
    }
}

/// Refusals are HTTP 200 in the era's wrapper, naming what was wrong; the HTTP layer refuses
/// what is no box message; a silent socket is closed at --auth-timeout; an answer over the
/// 8 MiB FOAM's client reads is refused, never cut.
#[test]
fn the_foam_endpoint_refuses_what_it_must() {
    let dir = tempdir();
    write(dir.path(), "models.json", MODELS);
    let server = Server::start(
        dir.path(),
        &[
            "--foam",
            "127.0.0.1:0",
            "--token",
            TOKEN,
            "--auth-timeout",
            "1s",
        ],
    );
    let addr = server.foam.clone().unwrap();
    for era in [Era::Y2024, Era::Y2026] {
        let wrong = Client {
            addr: &addr,
            era,
            session: "not-the-token",
        };
        let (id, message) = wrong.refused(
            "countries",
            "select_",
            &[
                Value::Null,
                json!({"class": "foam.dao.ArraySink"}),
                json!(0),
                json!(NO_LIMIT),
                Value::Null,
                Value::Null,
            ],
        );
        let want = if era == Era::Y2024 {
            "foam.nanos.auth.AuthenticationException"
        } else {
            "foam.core.auth.AuthenticationException"
        };
        assert_eq!(id, want);
        assert!(message.contains("Authentication failed"), "{message}");
    }
    // The token as a bearer header does as well as the session id.
    let anonymous = Client {
        addr: &addr,
        era: Era::Y2026,
        session: "",
    };
    let body = anonymous.body("find_", &[Value::Null, json!("CA")]);
    let bearer = format!("Bearer {TOKEN}");
    let (status, reply) = http(
        &addr,
        "POST /service/countries",
        &[("Authorization", &bearer)],
        body.as_bytes(),
    );
    assert_eq!(status, 200);
    assert!(
        String::from_utf8_lossy(&reply).contains("RPCReturnMessage"),
        "{}",
        String::from_utf8_lossy(&reply)
    );

    let client = Client {
        addr: &addr,
        era: Era::Y2026,
        session: TOKEN,
    };
    let sink = json!({"class": "foam.dao.ArraySink"});
    let table: Vec<(&str, &str, Vec<Value>, &str, &str)> = vec![
        (
            "no such DAO",
            "nope",
            vec![Value::Null, json!("x")],
            "IllegalArgumentException",
            "no DAO named `nope`",
        ),
        (
            "a method folio does not serve",
            "countries",
            vec![Value::Null],
            "UnsupportedOperationException",
            "`frobnicate_`",
        ),
        (
            "listen_",
            "countries",
            vec![Value::Null, Value::Null, Value::Null],
            "UnsupportedOperationException",
            "socket",
        ),
        (
            "an unknown predicate",
            "countries",
            vec![
                Value::Null,
                sink.clone(),
                json!(0),
                json!(NO_LIMIT),
                Value::Null,
                json!({"class": "foam.mlang.predicate.RegExp", "arg1": prop("t.Country", "name")}),
            ],
            "UnsupportedOperationException",
            "foam.mlang.predicate.RegExp",
        ),
        (
            "an unknown sink",
            "countries",
            vec![
                Value::Null,
                json!({"class": "foam.mlang.sink.Sum"}),
                json!(0),
                json!(NO_LIMIT),
                Value::Null,
                Value::Null,
            ],
            "UnsupportedOperationException",
            "foam.mlang.sink.Sum",
        ),
        (
            "an unknown order",
            "countries",
            vec![
                Value::Null,
                sink.clone(),
                json!(0),
                json!(NO_LIMIT),
                json!({"class": "foam.mlang.order.Random"}),
                Value::Null,
            ],
            "UnsupportedOperationException",
            "foam.mlang.order.Random",
        ),
        (
            "an unknown property",
            "countries",
            vec![
                Value::Null,
                sink.clone(),
                json!(0),
                json!(NO_LIMIT),
                Value::Null,
                binary("Eq", prop("t.Country", "colour"), json!("red")),
            ],
            "IllegalArgumentException",
            "colour",
        ),
        (
            "a constant of the wrong type",
            "countries",
            vec![
                Value::Null,
                sink.clone(),
                json!(0),
                json!(NO_LIMIT),
                Value::Null,
                binary("Eq", prop("t.Country", "population"), json!("many")),
            ],
            "IllegalArgumentException",
            "population",
        ),
        (
            "a put of a key the model lacks",
            "countries",
            vec![
                Value::Null,
                json!({"class": "t.Country", "code": "XX", "colour": "red"}),
            ],
            "IllegalArgumentException",
            "colour",
        ),
    ];
    for (what, dao, args, exception, says) in table {
        let method = match what {
            "no such DAO" => "find_",
            "a method folio does not serve" => "frobnicate_",
            "listen_" => "listen_",
            "a put of a key the model lacks" => "put_",
            _ => "select_",
        };
        let (id, message) = client.refused(dao, method, &args);
        assert!(id.ends_with(exception), "{what}: {id}");
        assert!(message.contains(says), "{what}: {message}");
    }
    // Not a box message: still answered in a wrapper the client reads.
    let (status, reply) = http(&addr, "POST /service/countries", &[], b"{not json");
    assert_eq!(status, 200);
    let reply: Value = serde_json::from_slice(&reply).unwrap();
    assert_eq!(
        reply["message"]["class"], "foam.box.RPCErrorMessage",
        "{reply}"
    );
    // What is no box call at all is refused by HTTP.
    assert_eq!(http(&addr, "GET /service/countries", &[], b"").0, 405);
    assert_eq!(http(&addr, "POST /elsewhere", &[], b"{}").0, 404);
    let huge = vec![b' '; (16 << 20) + 1];
    assert_eq!(http(&addr, "POST /service/countries", &[], &huge).0, 413);

    // An answer over FOAM's 8 MiB: refused with a way out, and a page of it is answered.
    let big = "x".repeat(1 << 20);
    for i in 0..10 {
        client.ok(
            "countries",
            "put_",
            &[Value::Null, country(&format!("B{i}"), &big, json!({}))],
        );
    }
    let (_, message) = client.refused(
        "countries",
        "select_",
        &[
            Value::Null,
            sink.clone(),
            json!(0),
            json!(NO_LIMIT),
            Value::Null,
            Value::Null,
        ],
    );
    assert!(message.contains("page with limit"), "{message}");
    assert_eq!(
        client
            .select("countries", 2, 3, Value::Null, Value::Null)
            .len(),
        3
    );

    // A socket that never sends a byte is closed at --auth-timeout (1 s), and others are
    // answered meanwhile.
    let mut silent = TcpStream::connect(&addr).unwrap();
    silent
        .set_read_timeout(Some(Duration::from_secs(20)))
        .unwrap();
    let start = Instant::now();
    assert_eq!(client.count("countries", Value::Null), 10);
    let mut buf = [0u8; 64];
    let n = silent.read(&mut buf).unwrap_or(0);
    let waited = start.elapsed();
    assert!(
        n == 0 || String::from_utf8_lossy(&buf[..n]).contains("408"),
        "{:?}",
        &buf[..n]
    );
    assert!(waited < Duration::from_secs(10), "closed after {waited:?}");
}

/// FOAM's own client's exchanges with `folio serve --foam` (testdata/foam-box/ERA/
/// exchanges.jsonl, recorded by `tools/foam-box/check.sh --record` from FOAM's ClientDAO of each
/// era, every step agreeing with FOAM's MDAO): the same requests, in order, to a fresh server
/// get the same replies, byte for byte. The wire FOAM's client accepted stays as it was,
/// without Java.
#[test]
fn foams_own_clients_exchanges_replay_byte_for_byte() {
    for era in ["2024", "2026"] {
        let recorded = common::repo().join(format!("testdata/foam-box/{era}"));
        let exchanges: Vec<Value> = std::fs::read_to_string(recorded.join("exchanges.jsonl"))
            .unwrap()
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert!(
            exchanges.len() > 100,
            "{era}: {} exchanges",
            exchanges.len()
        );
        // The server's token: the session id of the first request (the harness's own).
        let first: Value =
            serde_json::from_str(exchanges[0]["request_body"].as_str().unwrap()).unwrap();
        let token = first["attributes"]["sessionId"]
            .as_str()
            .or(first["message"]["sessionId"].as_str())
            .unwrap()
            .to_owned();
        let dir = tempdir();
        std::fs::copy(recorded.join("models.json"), dir.path().join("models.json")).unwrap();
        let server = Server::start(dir.path(), &["--foam", "127.0.0.1:0", "--token", &token]);
        let addr = server.foam.clone().unwrap();
        let mut differ = Vec::new();
        for exchange in &exchanges {
            let line = exchange["http"].as_str().unwrap();
            let sent = exchange["request_body"].as_str().unwrap();
            let (status, reply) = http(&addr, line, &[], sent.as_bytes());
            let reply = String::from_utf8(reply).unwrap();
            if status != exchange["status"] || reply != exchange["reply_body"] {
                differ.push(format!(
                    "{}: {status} {reply}\n    recorded: {} {}",
                    exchange["step"], exchange["status"], exchange["reply_body"]
                ));
            }
        }
        assert!(
            differ.is_empty(),
            "{era}: {} of {} replies differ from the recorded ones:\n{}",
            differ.len(),
            exchanges.len(),
            differ[..differ.len().min(5)].join("\n")
        );
        assert_eq!(server.terminate().code(), Some(0));
    }
}

/// With --tls-cert/--tls-key the endpoint speaks HTTPS: Python's `ssl` checks the certificate
/// and gets a box reply (and a wrong token its refusal); plain HTTP to the same port gets no
/// HTTP answer.
#[test]
fn the_foam_endpoint_speaks_tls() {
    if !common::python_has("ssl, http.client", "FOAM's box protocol over TLS") {
        return;
    }
    let dir = tempdir();
    write(dir.path(), "models.json", MODELS);
    let tls = common::repo().join("testdata/tls");
    let (cert, key) = (tls.join("cert.pem"), tls.join("key.pem"));
    let server = Server::start(
        dir.path(),
        &[
            "--foam",
            "127.0.0.1:0",
            "--token",
            TOKEN,
            "--tls-cert",
            s(&cert),
            "--tls-key",
            s(&key),
        ],
    );
    let addr = server.foam.clone().unwrap();
    let port = addr.rsplit(':').next().unwrap();
    let client = Client {
        addr: &addr,
        era: Era::Y2026,
        session: TOKEN,
    };
    let good = client.body("put_", &[Value::Null, country("CA", "Canada", json!({}))]);
    let bad = Client {
        addr: &addr,
        era: Era::Y2026,
        session: "wrong",
    }
    .body("find_", &[Value::Null, json!("CA")]);
    let script = r#"
import http.client, ssl, sys
port, ca, good, bad = sys.argv[1:5]
context = ssl.create_default_context(cafile=ca)
for body in (good, bad):
    conn = http.client.HTTPSConnection("localhost", int(port), context=context, timeout=30)
    conn.request("POST", "/service/countries", body=body.encode(), headers={"Content-Type": "application/json"})
    reply = conn.getresponse()
    print(reply.status, reply.read().decode())
"#;
    let mut cmd = std::process::Command::new("python3");
    cmd.args(["-c", script, port, s(&cert), &good, &bad]);
    let run = common::run_within(cmd, "python ssl client", Duration::from_secs(60));
    run.code(0);
    let out = run.stdout();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert!(
        lines[0].starts_with("200 ") && lines[0].contains("RPCReturnMessage"),
        "{out}"
    );
    assert!(
        lines[1].contains("foam.core.auth.AuthenticationException"),
        "{out}"
    );
    // Plain HTTP to the TLS port: no HTTP reply comes back.
    let mut stream = TcpStream::connect(&addr).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    stream
        .write_all(
            format!(
                "POST /service/countries HTTP/1.1\r\nHost: x\r\nContent-Length: {}\r\n\r\n{good}",
                good.len()
            )
            .as_bytes(),
        )
        .unwrap();
    let mut reply = Vec::new();
    let _ = stream.read_to_end(&mut reply);
    assert!(
        !String::from_utf8_lossy(&reply).contains("RPCReturnMessage"),
        "{reply:?}"
    );
}

/// One kept-alive HTTP/1.1 connection: requests one after another on the same socket.
struct KeptAlive {
    stream: TcpStream,
}

impl KeptAlive {
    fn open(addr: &str) -> KeptAlive {
        let stream = TcpStream::connect(addr).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(30)))
            .unwrap();
        KeptAlive { stream }
    }

    /// Posts `body` to `dao`: the reply's head and body, or `None` if the connection closed.
    fn post(&mut self, dao: &str, body: &str) -> Option<(String, Value)> {
        let head = format!(
            "POST /service/{dao} HTTP/1.1\r\nHost: folio\r\nContent-Length: {}\r\n\r\n",
            body.len()
        );
        self.stream.write_all(head.as_bytes()).ok()?;
        self.stream.write_all(body.as_bytes()).ok()?;
        let mut reply = Vec::new();
        let mut byte = [0u8; 1];
        while !reply.ends_with(b"\r\n\r\n") {
            match self.stream.read(&mut byte) {
                Ok(1) => reply.push(byte[0]),
                _ => return None,
            }
        }
        let head = String::from_utf8(reply).unwrap();
        let length: usize = head
            .lines()
            .find_map(|l| {
                l.to_ascii_lowercase()
                    .strip_prefix("content-length: ")
                    .map(str::to_owned)
            })
            .unwrap()
            .trim()
            .parse()
            .unwrap();
        let mut body = vec![0u8; length];
        self.stream.read_exact(&mut body).ok()?;
        Some((head, serde_json::from_slice(&body).unwrap()))
    }

    /// Whether the server has closed the connection (a read ends at once).
    fn closed(&self) -> bool {
        let mut stream = self.stream.try_clone().unwrap();
        stream
            .set_read_timeout(Some(Duration::from_millis(200)))
            .unwrap();
        match stream.read(&mut [0u8; 1]) {
            Ok(n) => n == 0,
            Err(e) => !matches!(
                e.kind(),
                std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
            ),
        }
    }
}

/// The limits the JSON-RPC port has, on the box endpoint: sockets that never send a byte make
/// way for new ones (the oldest of more than 64 is closed, long before `--auth-timeout`), so
/// they lock no FOAM client out; established connections (one authenticated call made) are
/// held at `--max-connections`, a call past them refused naming the flag and its connection
/// closed, and a slot given back is taken again.
#[test]
fn silent_sockets_make_way_and_established_connections_are_bounded() {
    let dir = tempdir();
    write(dir.path(), "models.json", MODELS);
    write(
        dir.path(),
        "countries.jrl",
        "p({class:\"t.Country\",code:\"AT\"})\n",
    );
    let server = Server::start(
        dir.path(),
        &[
            "--foam",
            "127.0.0.1:0",
            "--token",
            TOKEN,
            "--auth-timeout",
            "60s",
            "--max-connections",
            "2",
        ],
    );
    let addr = server.foam.clone().unwrap();
    let client = Client {
        addr: &addr,
        era: Era::Y2026,
        session: TOKEN,
    };
    let count = client.body(
        "select_",
        &[
            Value::Null,
            json!({"class": "foam.mlang.sink.Count"}),
            json!(0),
            json!(NO_LIMIT),
            Value::Null,
            Value::Null,
        ],
    );
    let silent: Vec<KeptAlive> = (0..100).map(|_| KeptAlive::open(&addr)).collect();
    std::thread::sleep(Duration::from_millis(500));
    let started = Instant::now();
    assert_eq!(client.count("countries", Value::Null), 1);
    assert!(started.elapsed() < Duration::from_secs(10));
    assert!(silent[0].closed(), "the oldest silent socket is still open");
    assert!(!silent[99].closed(), "the newest silent socket was closed");
    let closed = silent.iter().filter(|s| s.closed()).count();
    eprintln!("of 100 silent sockets, {closed} were closed to make way");
    assert!((36..=37).contains(&closed), "{closed} closed");
    drop(silent);

    // Two established connections fill the slots; a third is refused and closed.
    let mut first = KeptAlive::open(&addr);
    let mut second = KeptAlive::open(&addr);
    for conn in [&mut first, &mut second] {
        let (_, reply) = conn.post("countries", &count).unwrap();
        assert_eq!(
            reply["message"]["class"], "foam.box.RPCReturnMessage",
            "{reply}"
        );
    }
    let mut third = KeptAlive::open(&addr);
    let (head, reply) = third.post("countries", &count).unwrap();
    assert_eq!(
        reply["message"]["class"], "foam.box.RPCErrorMessage",
        "{reply}"
    );
    let message = reply["message"]["data"]["message"].as_str().unwrap();
    assert!(message.contains("--max-connections"), "{message}");
    assert!(
        head.to_ascii_lowercase().contains("connection: close"),
        "{head}"
    );
    assert!(third.post("countries", &count).is_none());
    // The established ones are still served; when one goes, its slot is taken again.
    assert!(second.post("countries", &count).is_some());
    drop(first);
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let (_, reply) = KeptAlive::open(&addr).post("countries", &count).unwrap();
        if reply["message"]["class"] == "foam.box.RPCReturnMessage" {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the slot was never given back: {reply}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// A FOAM operator's path with an empty directory, from the docs alone: `models import` over
/// the application's sources (a model and the `services.jrl` that journals its DAO) gives the
/// registry a `daos` map, and `folio serve` of a directory holding no journal yet serves that
/// DAO to FOAM's client: a count, a put, a find. A URL with a typo is refused naming the DAOs
/// served.
#[test]
fn an_empty_directory_serves_the_daos_the_applications_services_declare() {
    let src = tempdir();
    write(
        src.path(),
        "app/Country.js",
        "foam.CLASS({ package: 'app', name: 'Country', ids: ['code'],\n  properties: [\n    { class: 'String', name: 'code' },\n    { class: 'String', name: 'name' }\n  ]\n});\n",
    );
    write(
        src.path(),
        "app/services.jrl",
        "p({\n  \"class\": \"foam.core.boot.CSpec\",\n  \"name\": \"localCountryDAO\",\n  \"serviceScript\": \"\"\"\n    return new foam.dao.EasyDAO.Builder(x)\n      .setJournalName(\"countries\")\n      .setOf(app.Country.getOwnClassInfo())\n      .build();\n  \"\"\"\n})\n",
    );
    let data = tempdir();
    let registry = data.path().join("models.json");
    common::folio(&["models", "import", s(src.path()), "-o", s(&registry)]).code(0);
    let doc: Value = serde_json::from_str(&std::fs::read_to_string(&registry).unwrap()).unwrap();
    assert_eq!(doc["daos"], json!({"countries": "app.Country"}), "{doc}");

    let server = Server::start(data.path(), &["--foam", "127.0.0.1:0", "--token", TOKEN]);
    let addr = server.foam.clone().unwrap();
    let client = Client {
        addr: &addr,
        era: Era::Y2026,
        session: TOKEN,
    };
    assert_eq!(client.count("countries", Value::Null), 0);
    let put = client.ok(
        "countries",
        "put_",
        &[
            Value::Null,
            json!({"class": "app.Country", "code": "AT", "name": "Austria"}),
        ],
    );
    assert_eq!(put["name"], "Austria", "{put}");
    let found = client.ok("countries", "find_", &[Value::Null, json!("AT")]);
    assert_eq!(found["code"], "AT", "{found}");
    let (_, message) = client.refused("countrys", "find_", &[Value::Null, json!("AT")]);
    assert!(
        message.contains("no DAO named `countrys`") && message.contains("it serves countries"),
        "{message}"
    );
    drop(server);
    let journal = std::fs::read_to_string(data.path().join("countries")).unwrap();
    assert!(journal.starts_with("c("), "{journal}");
}
