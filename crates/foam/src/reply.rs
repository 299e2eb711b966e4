//! Replies in the wrapper of the request's era: `RPCReturnMessage{data}` for an answer,
//! `RPCErrorMessage{data: RemoteException{id, message}}` for a refusal, always HTTP 200 (a
//! 4xx status is an I/O error in FOAM's client before it reads the body, so the reason would
//! be lost).

use crate::wire::Era;
use folio_render::write_string;

/// FOAM's Java client reads at most this much of a reply (`HTTPBox`); a larger answer is an
/// error that says to page, never a cut reply.
pub const MAX_REPLY_BYTES: usize = 8 << 20;

/// A refusal, as FOAM's client raises it: the class of the exception and its message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    pub exception: &'static str,
    pub message: String,
}

impl Refusal {
    /// The caller asked for something this endpoint does not do, or gave a wrong argument.
    pub fn unsupported(message: impl Into<String>) -> Refusal {
        Refusal {
            exception: "java.lang.UnsupportedOperationException",
            message: message.into(),
        }
    }

    pub fn bad_argument(message: impl Into<String>) -> Refusal {
        Refusal {
            exception: "java.lang.IllegalArgumentException",
            message: message.into(),
        }
    }

    /// The engine refused or failed a write or read (a full disk, a read-only server, ...).
    pub fn refused(message: impl Into<String>) -> Refusal {
        Refusal {
            exception: "java.lang.RuntimeException",
            message: message.into(),
        }
    }
}

/// Writes the reply to a call that answered `data` (an already rendered FOAM JSON value;
/// `None` for FOAM's null, which the reply leaves out).
pub fn write_return(era: Era, data: Option<&[u8]>, out: &mut Vec<u8>) {
    open(era, out);
    out.extend_from_slice(br#"{"class":"foam.box.RPCReturnMessage""#);
    if let Some(data) = data {
        out.extend_from_slice(br#","data":"#);
        out.extend_from_slice(data);
    }
    out.extend_from_slice(b"}}");
}

/// Writes the reply to a refused call.
pub fn write_error(era: Era, refusal: &Refusal, out: &mut Vec<u8>) {
    open(era, out);
    out.extend_from_slice(
        br#"{"class":"foam.box.RPCErrorMessage","data":{"class":"foam.box.RemoteException","id":"#,
    );
    write_string(refusal.exception, out);
    out.extend_from_slice(br#","message":"#);
    write_string(&refusal.message, out);
    out.extend_from_slice(b"}}}");
}

fn open(era: Era, out: &mut Vec<u8>) {
    out.extend_from_slice(match era {
        Era::Message => br#"{"class":"foam.box.Message","object":"#,
        Era::Envelope => br#"{"class":"foam.box.Envelope","message":"#,
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The wrappers byte for byte as FOAM's own server writes them (recorded from FOAM's
    /// client of each era).
    #[test]
    fn replies_are_wrapped_as_each_era_reads_them() {
        let mut out = Vec::new();
        write_return(Era::Message, None, &mut out);
        assert_eq!(
            out,
            br#"{"class":"foam.box.Message","object":{"class":"foam.box.RPCReturnMessage"}}"#
        );
        out.clear();
        write_return(
            Era::Envelope,
            Some(br#"{"class":"foam.mlang.sink.Count","v":12}"#),
            &mut out,
        );
        assert_eq!(
            out,
            &br#"{"class":"foam.box.Envelope","message":{"class":"foam.box.RPCReturnMessage","data":{"class":"foam.mlang.sink.Count","v":12}}}"#[..]
        );
        out.clear();
        let refusal = Refusal {
            exception: Era::Envelope.authentication_exception(),
            message: "Authentication failed: session unknown".into(),
        };
        write_error(Era::Envelope, &refusal, &mut out);
        assert_eq!(
            out,
            &br#"{"class":"foam.box.Envelope","message":{"class":"foam.box.RPCErrorMessage","data":{"class":"foam.box.RemoteException","id":"foam.core.auth.AuthenticationException","message":"Authentication failed: session unknown"}}}"#[..]
        );
    }
}
